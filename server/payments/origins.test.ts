import type { IncomingMessage } from 'node:http';
import { defaultPublicOrigin, socketOrigin } from './origins';

const request = (host: string | undefined, localAddress = '::ffff:127.0.0.1') =>
  ({ headers: host === undefined ? {} : { host }, socket: { localAddress, localPort: 3000 } }) as unknown as IncomingMessage;

describe('origins', () => {
  it('names the socket the request arrived on, whatever its headers say', () => {
    expect(socketOrigin(request('evil.example'))).toBe('http://127.0.0.1:3000');
    expect(socketOrigin(request(undefined, '::1'))).toBe('http://[::1]:3000');
  });

  it('gives browsers PUBLIC_URL when set, else the Host the caller used, else the socket', () => {
    expect(defaultPublicOrigin('https://dating.example.com/app')(request('127.0.0.1:3000'))).toBe('https://dating.example.com');
    expect(defaultPublicOrigin(undefined)(request('localhost:3000'))).toBe('http://localhost:3000');
    expect(defaultPublicOrigin(undefined)(request('[::1]:3000'))).toBe('http://[::1]:3000');
    expect(defaultPublicOrigin(undefined)(request('a.example/path?x'))).toBe('http://127.0.0.1:3000');
    expect(defaultPublicOrigin(undefined)(request(undefined))).toBe('http://127.0.0.1:3000');
  });
});

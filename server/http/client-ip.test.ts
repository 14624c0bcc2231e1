import type { IncomingMessage } from 'node:http';
import { ConfigError } from '../config';
import { clientIp, trustProxyFromEnv } from './client-ip';

const SOCKET = '10.0.0.2';
const request = (forwardedFor?: string | string[]) =>
  ({
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    socket: { remoteAddress: SOCKET },
  }) as unknown as IncomingMessage;

describe('clientIp', () => {
  it('uses the socket address when no proxy is trusted, whatever the header says', () => {
    expect(clientIp(request('203.0.113.7'), false)).toBe(SOCKET);
    expect(clientIp(request('203.0.113.7'), 0)).toBe(SOCKET);
  });

  it('behind one proxy, takes the entry it appended and ignores what the client wrote before it', () => {
    // The client sent "X-Forwarded-For: 1.2.3.4, 5.6.7.8"; the proxy appended the address it saw.
    expect(clientIp(request('1.2.3.4, 5.6.7.8, 198.51.100.9'), true)).toBe('198.51.100.9');
    expect(clientIp(request('1.2.3.4, 5.6.7.8, 198.51.100.9'), 1)).toBe('198.51.100.9');
    expect(clientIp(request('198.51.100.9'), true)).toBe('198.51.100.9');
  });

  it('behind N proxies, takes the entry N from the right', () => {
    const header = '1.2.3.4, 198.51.100.9, 10.0.0.1';
    expect(clientIp(request(header), 2)).toBe('198.51.100.9');
    expect(clientIp(request(header), 3)).toBe('1.2.3.4');
  });

  it('reads repeated headers and skips empty entries as one list', () => {
    expect(clientIp(request(['1.2.3.4', '198.51.100.9']), 1)).toBe('198.51.100.9');
    expect(clientIp(request('1.2.3.4,, 198.51.100.9 ,'), 1)).toBe('198.51.100.9');
  });

  it('takes the leftmost entry when the header is shorter than the proxy count, the socket when it is missing', () => {
    expect(clientIp(request('198.51.100.9'), 2)).toBe('198.51.100.9');
    expect(clientIp(request(), 1)).toBe(SOCKET);
    expect(clientIp(request(' , '), 1)).toBe(SOCKET);
  });
});

describe('trustProxyFromEnv', () => {
  it('reads true as one proxy, a number as that many, and off words as none', () => {
    expect(trustProxyFromEnv({})).toBe(0);
    for (const off of ['false', 'No', ' off ', '0', '']) expect(trustProxyFromEnv({ TRUST_PROXY: off })).toBe(0);
    for (const on of ['true', 'TRUE', 'yes', 'on', '1']) expect(trustProxyFromEnv({ TRUST_PROXY: on })).toBe(1);
    expect(trustProxyFromEnv({ TRUST_PROXY: '2' })).toBe(2);
  });

  it('refuses a value it cannot read, rather than guess', () => {
    for (const value of ['ture', '-1', '1.5', 'all']) {
      expect(() => trustProxyFromEnv({ TRUST_PROXY: value })).toThrow(ConfigError);
    }
    expect(() => trustProxyFromEnv({ TRUST_PROXY: 'ture' })).toThrow(/TRUST_PROXY must be true, false or the number of proxies/);
  });
});

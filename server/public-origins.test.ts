import { publicOrigins } from './public-origins';

describe('publicOrigins', () => {
  it('names a loopback server by both loopback names, the public URL first', () => {
    expect(publicOrigins({ host: '127.0.0.1', port: 3000, development: false })).toEqual([
      'http://127.0.0.1:3000',
      'http://localhost:3000',
    ]);
    expect(publicOrigins({ host: '0.0.0.0', port: 8080, publicUrl: 'https://date.example.com/app', development: false })).toEqual([
      'https://date.example.com',
      'http://127.0.0.1:8080',
      'http://localhost:8080',
    ]);
  });

  it('adds the Vite dev server in development only', () => {
    expect(publicOrigins({ host: 'localhost', port: 3000, development: true })).toContain('http://localhost:5173');
    expect(publicOrigins({ host: 'localhost', port: 3000, development: false })).not.toContain('http://localhost:5173');
  });

  it('names any other host as it listens, IPv6 in brackets', () => {
    expect(publicOrigins({ host: '10.0.0.5', port: 3000, development: false })).toEqual(['http://10.0.0.5:3000']);
    expect(publicOrigins({ host: 'fd00::5', port: 3000, development: false })).toEqual(['http://[fd00::5]:3000']);
  });
});

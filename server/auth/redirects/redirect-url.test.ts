import { resolveRedirect, type RedirectPolicy } from './redirect-url';

const policy: RedirectPolicy = {
  serverOrigin: 'http://127.0.0.1:3000',
  siteUrl: 'http://localhost:5173',
  allowList: ['https://ascend.example/auth/', 'https://*.preview.example/**'],
};

describe('redirect URL policy', () => {
  it.each([
    'http://127.0.0.1:3000/auth/callback',
    'http://localhost:5173/auth/callback',
    'http://localhost:4173/auth/callback',
    'https://ascend.example/auth/callback',
    'https://pr-1.preview.example/auth/callback',
  ])('allows %s', (target) => {
    expect(resolveRedirect(target, policy)).toBe(target);
  });

  it.each([
    'https://evil.example/auth/callback',
    'https://ascend.example/elsewhere',
    'https://evil.example/x.preview.example/',
    'javascript:alert(1)',
    'http://user:pass@127.0.0.1:3000/',
    'not a url',
  ])('falls back to the site URL for %s', (target) => {
    expect(resolveRedirect(target, policy)).toBe('http://localhost:5173');
  });

  it('takes the server for the site when no site URL is configured', () => {
    const bare = { serverOrigin: 'http://127.0.0.1:3000', allowList: [] };
    expect(resolveRedirect('https://evil.example/', bare)).toBe('http://127.0.0.1:3000');
    expect(resolveRedirect(undefined, bare)).toBe('http://127.0.0.1:3000');
    expect(resolveRedirect('http://127.0.0.1:5173/auth/callback', bare)).toBe('http://127.0.0.1:5173/auth/callback');
    expect(resolveRedirect('http://localhost:5173/auth/callback', bare)).toBe('http://127.0.0.1:3000');
  });

  it('keeps the port of a non-loopback site URL', () => {
    const hosted = { serverOrigin: 'http://127.0.0.1:3000', siteUrl: 'https://ascend.example', allowList: [] };
    expect(resolveRedirect('https://ascend.example:8443/', hosted)).toBe('https://ascend.example');
  });
});

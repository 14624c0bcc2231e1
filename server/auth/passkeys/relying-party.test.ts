import { readConfig } from '../../config';
import type { AuthServices } from '../auth-request';
import { relyingParty } from './relying-party';

// The relying party comes from the server's settings, never from a request (docs/security.md, Passkeys).
function services(options: { siteUrl?: string; additionalRedirectUrls?: string[]; host?: string }): AuthServices {
  return {
    options: { siteUrl: options.siteUrl, additionalRedirectUrls: options.additionalRedirectUrls ?? [] },
    ctx: { config: { ...readConfig({}), host: options.host ?? '127.0.0.1' } },
  } as unknown as AuthServices;
}

describe('relying party', () => {
  it("is SITE_URL's host, for its origin and the allow-listed origins on that host or under it", () => {
    const rp = relyingParty(services({ siteUrl: 'https://ascend.example', additionalRedirectUrls: ['https://www.ascend.example/auth/', 'https://evil.example/', 'https://*.ascend.example/**'] }))!;
    expect(rp.id).toBe('ascend.example');
    expect(['https://ascend.example', 'https://www.ascend.example'].map(rp.allowsOrigin)).toEqual([true, true]);
    expect(['https://evil.example', 'http://ascend.example', 'https://pr-1.ascend.example', 'https://ascend.example:8443'].map(rp.allowsOrigin)).toEqual([false, false, false, false]);
  });

  it('is localhost on any port for a plainly local server without SITE_URL, never an IP address', () => {
    const rp = relyingParty(services({}))!;
    expect(rp.id).toBe('localhost');
    expect(['http://localhost:5173', 'http://localhost:3000'].map(rp.allowsOrigin)).toEqual([true, true]);
    expect(['http://127.0.0.1:3000', 'https://evil.example', 'http://localhost.evil.example'].map(rp.allowsOrigin)).toEqual([false, false, false]);
  });

  it('is none for a public server without SITE_URL: passkeys are off until it is set', () => {
    expect(relyingParty(services({ host: '0.0.0.0' }))).toBeUndefined();
  });
});

import { contentSecurityPolicy, securityHeaders } from './security-headers';

/** The policy as directive name → sources. */
function parsePolicy(policy: string): Map<string, string[]> {
  return new Map(policy.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));
}

describe('contentSecurityPolicy', () => {
  it('allows only scripts from the own origin, never inline or eval', () => {
    const policy = parsePolicy(contentSecurityPolicy());
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(contentSecurityPolicy('https://p.supabase.co')).not.toMatch(/unsafe-eval/);
  });

  it('names each directive the SPA relies on', () => {
    expect(Object.fromEntries(parsePolicy(contentSecurityPolicy()))).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'connect-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'style-src': ["'self'", "'unsafe-inline'"],
      'font-src': ["'self'", 'data:'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('lets the SPA reach a hosted project over https and wss, and show its images', () => {
    const policy = parsePolicy(contentSecurityPolicy('https://p.supabase.co'));
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://p.supabase.co', 'wss://p.supabase.co']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://p.supabase.co']);
    expect(parsePolicy(contentSecurityPolicy('http://127.0.0.1:54321')).get('connect-src')).toContain('ws://127.0.0.1:54321');
  });

  it('shows photos stored under any name of this server, and nothing else new', () => {
    const policy = parsePolicy(contentSecurityPolicy(undefined, ['http://127.0.0.1:3000', 'http://localhost:3000']));
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'http://127.0.0.1:3000', 'http://localhost:3000']);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  it('comes with the referrer, framing and sniffing headers', () => {
    expect(securityHeaders()).toMatchObject({
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
    });
  });
});

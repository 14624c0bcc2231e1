/**
 * Headers every answer of the SPA carries. The policy allows what the built app loads and nothing else:
 * its own scripts only (no 'unsafe-inline' or 'unsafe-eval': an inline script runs only when the page's
 * policy names its hash, inlineScriptHashes), requests to its own origin and to the Supabase project it
 * was built for, photos from there too, and no framing.
 */
export function securityHeaders(supabaseOrigin?: string, photoOrigins: string[] = [], scriptHashes: string[] = []): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(supabaseOrigin, photoOrigins, scriptHashes),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // frame-ancestors for browsers that predate it.
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
  };
}

/**
 * photoOrigins: the other names of this server's storage (a photo saved by someone who used
 * http://127.0.0.1:3000 is shown to someone who opened http://localhost:3000). scriptHashes: the inline
 * scripts the answered page carries.
 */
export function contentSecurityPolicy(supabaseOrigin?: string, photoOrigins: string[] = [], scriptHashes: string[] = []): string {
  const project = supabaseOrigin ? [supabaseOrigin] : [];
  const projectSockets = project.map((origin) => origin.replace(/^http/, 'ws'));
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes],
    // A hosted project's realtime is a websocket on its origin, which its http(s) form does not cover.
    // (Same-origin ws:/wss: is 'self' in CSP 3; for Safari before 15.4, set the site's own URL.)
    ['connect-src', "'self'", ...project, ...projectSockets],
    // Photos come from storage; previews of a chosen file are blob: URLs, small icons data: URLs.
    ['img-src', "'self'", 'data:', 'blob:', ...new Set([...project, ...photoOrigins])],
    // MUI styles through emotion, which writes <style> elements at run time: without a nonce (the
    // server would have to render every page) that needs 'unsafe-inline'. Injected CSS cannot run
    // script; what it could still leak through selectors is accepted.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['font-src', "'self'", 'data:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

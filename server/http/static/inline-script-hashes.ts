import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * CSP source expressions ('sha256-…') for the inline scripts of an HTML page: the build inlines the
 * theme script and a prerendered page's starter (scripts/prerender.ts), and the policy allows exactly
 * that text and no other inline script. A data block (`type="application/json"`, a page's seed) is never
 * run, so it needs none.
 * https://developer.mozilla.org/docs/Web/HTTP/Headers/Content-Security-Policy/script-src#hash
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(SCRIPT)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes) && !/\btype\s*=\s*"application\/json"/i.test(attributes))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

import type { ServerResponse } from 'node:http';
import { PAY_STYLE_HASH, renderPayPage, type PayPageModel } from './pay-page';

/**
 * Sends the pay page. The policy allows its one inline style, nothing else to load, and form posts
 * to this server and to the success page the browser is sent to after paying (Chrome applies
 * form-action to the redirect as well).
 */
export function sendPayPage(res: ServerResponse, status: number, model: PayPageModel, successUrl?: string): void {
  const html = renderPayPage(model);
  const formTargets = ["'self'", ...(successUrl ? [new URL(successUrl).origin] : [])];
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': [
      "default-src 'none'",
      `style-src '${PAY_STYLE_HASH}'`,
      `form-action ${formTargets.join(' ')}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
    'X-Frame-Options': 'DENY',
    // The page's URL holds the session id: other sites must not learn it from a Referer.
    'Referrer-Policy': 'no-referrer',
  });
  res.end(html);
}

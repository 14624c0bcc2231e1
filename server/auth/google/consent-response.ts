import type { AuthRequest } from '../auth-request';
import { CONSENT_STYLE_HASH, renderConsentPage, type ConsentPageModel } from './consent-page';

/**
 * Sends the consent page. The policy allows its one inline style and form posts to this server and
 * to the page the browser is sent back to (Chrome applies form-action to the redirect as well).
 */
export function sendConsentPage(
  request: AuthRequest,
  status: number,
  model: Omit<ConsentPageModel, 'action' | 'returnTo'>,
  redirectTo: string,
  extraHeaders: Record<string, string> = {},
): void {
  const returnTo = new URL(redirectTo).origin;
  const html = renderConsentPage({ ...model, action: `${request.mountPath}/callback`, returnTo });
  request.res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': [
      "default-src 'none'",
      `style-src '${CONSENT_STYLE_HASH}'`,
      `form-action 'self' ${returnTo}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    ...extraHeaders,
  });
  request.res.end(html);
}

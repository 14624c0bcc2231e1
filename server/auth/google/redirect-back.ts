import type { AuthRequest } from '../auth-request';
import type { TokenResponse } from '../sessions/token-response';

/** 303: after the consent form's POST the browser follows with a GET. */
function seeOther(request: AuthRequest, location: string): void {
  request.res.writeHead(303, { Location: location, 'Cache-Control': 'no-store' }).end();
}

/** PKCE: back to the app with ?code=, which auth-js exchanges with its verifier. */
export function redirectWithCode(request: AuthRequest, redirectTo: string, code: string): void {
  const url = new URL(redirectTo);
  url.searchParams.set('code', code);
  seeOther(request, url.href);
}

/** Implicit flow: the session in the fragment, which never reaches a server. */
export function redirectWithSession(request: AuthRequest, redirectTo: string, session: TokenResponse): void {
  const url = new URL(redirectTo);
  url.hash = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: session.token_type,
  }).toString();
  seeOther(request, url.href);
}

/** GoTrue's redirectErrors: the error in the query and again in the fragment, marked with `sb`. */
export function redirectWithError(
  request: AuthRequest,
  redirectTo: string,
  error: { error: string; description: string; code?: string },
): void {
  const url = new URL(redirectTo);
  const fields: Record<string, string> = { error: error.error, error_description: error.description };
  if (error.code) fields.error_code = error.code;
  for (const [key, value] of Object.entries(fields)) url.searchParams.set(key, value);
  url.hash = new URLSearchParams({ ...fields, sb: '' }).toString();
  seeOther(request, url.href);
}

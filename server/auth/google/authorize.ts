import type { AuthRequest, AuthServices } from '../auth-request';
import { authError } from '../errors/error-catalogue';
import { assertPkceParams } from '../pkce/pkce-params';
import { redirectPolicy } from '../redirects/redirect-policy';
import { resolveRedirect } from '../redirects/redirect-url';
import { sendConsentPage } from './consent-response';
import { CONSENT_COOKIE, consentCookie, newConsentNonce, signConsentState } from './consent-state';

const NONCE_COOKIE = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=([A-Za-z0-9_-]{24})(?:;|$)`);

function existingNonce(request: AuthRequest): string | undefined {
  return NONCE_COOKIE.exec(request.req.headers.cookie ?? '')?.[1];
}

/**
 * GET /authorize?provider=google: where GoTrue would redirect to Google, this server shows its own
 * consent page (the provider's part played locally). Parameters are checked as GoTrue checks them.
 */
export async function authorize(request: AuthRequest, services: AuthServices): Promise<void> {
  const params = request.url.searchParams;
  if (params.get('provider') !== 'google' || !services.options.localGoogle) throw authError('providerUnsupported');
  const codeChallenge = params.get('code_challenge') ?? '';
  const method = assertPkceParams(codeChallenge, params.get('code_challenge_method') ?? '');
  const redirectTo = resolveRedirect(params.get('redirect_to') ?? undefined, redirectPolicy(request, services));

  // A second tab reuses the cookie, so a page opened earlier still submits.
  const nonce = existingNonce(request) ?? newConsentNonce();
  const state = signConsentState(
    method ? { redirectTo, codeChallenge, codeChallengeMethod: method } : { redirectTo },
    nonce,
    services.ctx.config.jwtSecret,
  );
  sendConsentPage(request, 200, { state }, redirectTo, { 'Set-Cookie': consentCookie(nonce, request.mountPath) });
}

import type { AuthRequest, AuthServices } from '../auth-request';
import { AuthHttpError } from '../errors/auth-error';
import { authError } from '../errors/error-catalogue';
import { createFlowState } from '../pkce/flow-states';
import { assertWithinRateLimit } from '../rate-limits/rate-limit-guard';
import { readFormBody } from '../request-body';
import { startSession, type TokenResponse } from '../sessions/token-response';
import { normalizeEmail } from '../users/email-address';
import { userWriteError } from '../users/user-write-error';
import { sendConsentPage } from './consent-response';
import { readConsentState, type ConsentRequest } from './consent-state';
import { MAX_NAME_LENGTH, TEST_GOOGLE_ACCOUNTS, typedGoogleProfile, type GoogleProfile } from './google-accounts';
import { signInGoogleUser } from './google-user';
import { redirectWithCode, redirectWithError, redirectWithSession } from './redirect-back';

/** The identity chosen on the page, or the message to show when the typed one is unusable. */
function chosenProfile(form: URLSearchParams): GoogleProfile | string {
  const key = form.get('account');
  if (key) return TEST_GOOGLE_ACCOUNTS.find((account) => account.key === key) ?? 'Choose one of the test accounts.';
  const name = (form.get('full_name') ?? '').trim();
  if (name === '' || name.length > MAX_NAME_LENGTH) return `Enter a full name of 1 to ${MAX_NAME_LENGTH} characters.`;
  try {
    return typedGoogleProfile(name, normalizeEmail((form.get('email') ?? '').trim()));
  } catch {
    return 'Enter a valid email address.';
  }
}

type SignInOutcome = { kind: 'code'; code: string } | { kind: 'session'; session: TokenResponse };

/** Signs the chosen identity in and answers as the flow asks: an auth code or the session itself. */
async function completeSignIn(
  request: AuthRequest,
  services: AuthServices,
  consent: ConsentRequest,
  profile: GoogleProfile,
): Promise<SignInOutcome> {
  return services.ctx.db.transaction(async (tx): Promise<SignInOutcome> => {
    const userId = await signInGoogleUser(tx, profile, !services.options.disableSignup);
    if (consent.codeChallenge && consent.codeChallengeMethod) {
      const code = await createFlowState(tx, {
        userId,
        providerType: 'google',
        method: 'oauth',
        codeChallenge: consent.codeChallenge,
        codeChallengeMethod: consent.codeChallengeMethod,
      });
      return { kind: 'code', code };
    }
    return { kind: 'session', session: await startSession(tx, services, request, userId, 'oauth') };
  });
}

/** POST /callback: the consent page's answer, standing in for Google's redirect back to GoTrue. */
export async function callback(request: AuthRequest, services: AuthServices): Promise<void> {
  const form = await readFormBody(request.req);
  const consent = readConsentState(form.get('state') ?? '', request.req, services.ctx.config.jwtSecret);
  if (!consent) throw authError('badOAuthState');
  const { redirectTo } = consent;
  if (form.get('cancel')) {
    return redirectWithError(request, redirectTo, { error: 'access_denied', description: 'The sign-in was cancelled' });
  }
  const showAgain = (status: number, error: string, fullName: string, email: string) =>
    sendConsentPage(request, status, { state: form.get('state')!, error, fullName, email }, redirectTo);
  const profile = chosenProfile(form);
  if (typeof profile === 'string') return showAgain(400, profile, form.get('full_name') ?? '', form.get('email') ?? '');
  assertWithinRateLimit(request, services, 'sign_in');

  let outcome: SignInOutcome;
  try {
    outcome = await completeSignIn(request, services, consent, profile);
  } catch (error) {
    const refusal = userWriteError(error, 'newUserRejected');
    if (!(refusal instanceof AuthHttpError)) throw error;
    if (refusal.code === 'email_exists') return showAgain(422, refusal.message, profile.name, profile.email);
    // As GoTrue reports a failed sign-in to the app: in the redirect, which auth-js reads.
    const failure = { error: 'server_error', description: refusal.message, code: refusal.code };
    return redirectWithError(request, redirectTo, failure);
  }
  if (outcome.kind === 'code') return redirectWithCode(request, redirectTo, outcome.code);
  return redirectWithSession(request, redirectTo, outcome.session);
}

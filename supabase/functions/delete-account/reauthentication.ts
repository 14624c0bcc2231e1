import { checkPassword, type AuthUser } from '../_shared/auth-api.ts';
import type { EdgeEnv } from '../_shared/edge-function.ts';
import { refusal } from './answers.ts';

/** How recent a sign-in must be for an account without a password (the auth server's own window). */
export const RECENT_SIGN_IN_SECONDS = 10 * 60;

/** The sign-ins a token records (its amr claim): each method with the time it was used. */
function signInTimes(token: string): number[] {
  try {
    const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(payload)) as { amr?: { timestamp?: unknown }[] };
    return (claims.amr ?? []).map((entry) => entry.timestamp).filter((t): t is number => typeof t === 'number');
  } catch {
    return [];
  }
}

/**
 * Proves that the person holding the token is the account's owner, not someone with a stolen
 * token: an account that signs in with a password sends it (checked as a sign-in would check it);
 * one without (Google only) must have signed in within RECENT_SIGN_IN_SECONDS. Undefined when
 * proven, else the refusal to answer. The token was verified by auth (GET /user) before this.
 */
export async function proveOwnership(
  env: EdgeEnv,
  user: AuthUser,
  token: string,
  password: string | undefined,
  clientAddress: string | null,
  nowSeconds: number,
): Promise<Response | undefined> {
  const hasPassword = (user.identities ?? []).some((identity) => identity.provider === 'email');
  if (!hasPassword) {
    const lastSignIn = Math.max(0, ...signInTimes(token));
    return nowSeconds - lastSignIn <= RECENT_SIGN_IN_SECONDS ? undefined : refusal('reauthenticationNeeded');
  }
  if (!password) return refusal('passwordRequired');
  const check = await checkPassword(env, user.email ?? '', password, clientAddress);
  if (check.result === 'correct') return undefined;
  if (check.result === 'incorrect') return refusal('incorrectPassword');
  return refusal('tooManyAttempts', check.retryAfter ? { 'Retry-After': check.retryAfter } : {});
}

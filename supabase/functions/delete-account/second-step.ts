import type { AuthUser } from '../_shared/auth-api.ts';

/** The token's assurance level (its `aal` claim, as GoTrue and the embedded server put it). */
function aalOf(token: string): string | undefined {
  try {
    const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    return (JSON.parse(atob(payload)) as { aal?: string }).aal;
  } catch {
    return undefined;
  }
}

/**
 * A member with a verified factor deletes her account only from an aal2 session, as the database
 * asks for her data (private.aal_satisfied): a thief with her password alone cannot. The factors come
 * from GET /user, which verified the token.
 */
export function needsSecondStep(user: AuthUser, token: string): boolean {
  const hasFactor = (user.factors ?? []).some((factor) => factor.status === 'verified');
  return hasFactor && aalOf(token) !== 'aal2';
}

import type { Session } from '@supabase/supabase-js';

/** The `aal` claim of an access token; null when the token cannot be read. */
function assuranceLevelOf(accessToken: string): string | null {
  try {
    const payload = accessToken.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    return (JSON.parse(atob(payload)) as { aal?: string }).aal ?? null;
  } catch {
    return null;
  }
}

/**
 * supabase-js's `mfa.getAuthenticatorAssuranceLevel()` rule, read from the session an auth event
 * carries: the token's `aal` is the current level, and a verified factor makes the next one aal2.
 * A member whose session is aal1 but could be aal2 still owes her code (docs/features.md, Two-step
 * sign-in). Read here rather than by calling supabase-js: an auth event's listener must not await
 * the client it listens to. The token is decoded by hand, not with jose: this module is on every
 * page's first load (docs/performance.md), and the claim decides only what the SPA shows; the server
 * checks the level again on every request that needs it.
 */
export function needsSecondFactor(session: Session | null): boolean {
  if (!session) return false;
  const verified = session.user.factors?.some((factor) => factor.status === 'verified') ?? false;
  // A token that cannot be read still belongs to someone with a factor: ask for the code.
  return verified && assuranceLevelOf(session.access_token) !== 'aal2';
}

import type { Session } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';

/**
 * supabase-js's `mfa.getAuthenticatorAssuranceLevel()` rule, read from the session an auth event
 * carries: the token's `aal` is the current level, and a verified factor makes the next one aal2.
 * A member whose session is aal1 but could be aal2 still owes her code (docs/features.md, Two-step
 * sign-in). Read here rather than by calling supabase-js: an auth event's listener must not await
 * the client it listens to. The server checks the level again on every request that needs it.
 */
export function needsSecondFactor(session: Session | null): boolean {
  if (!session) return false;
  const verified = session.user.factors?.some((factor) => factor.status === 'verified') ?? false;
  if (!verified) return false;
  try {
    return decodeJwt(session.access_token).aal !== 'aal2';
  } catch {
    // A token the browser cannot read still belongs to someone with a factor: ask for the code.
    return true;
  }
}

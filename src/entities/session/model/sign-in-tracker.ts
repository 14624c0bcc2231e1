import type { SignedInUserMemory } from '../lib/signed-in-user-memory';
import type { AuthEvent } from './session-slice';

export type SessionChange = 'signedIn' | 'signedOut' | null;

/**
 * Tells real sign-ins and sign-outs apart from supabase-js's bookkeeping. A SIGNED_IN counts when its
 * user is not the one the browser remembers (a restored session is; a Google callback's new session
 * is not, even though INITIAL_SESSION may announce it first). A SIGNED_OUT counts when this tab
 * showed someone signed in.
 */
export function createSignInTracker(memory: SignedInUserMemory) {
  let tabUserId: string | null = null;
  return (event: AuthEvent, userId: string | null): SessionChange => {
    const tabHadUser = tabUserId !== null;
    tabUserId = userId;
    if (event === 'SIGNED_IN' && userId) {
      if (memory.read() === userId) return null;
      memory.write(userId);
      return 'signedIn';
    }
    if (event === 'SIGNED_OUT') {
      memory.write(null);
      return tabHadUser ? 'signedOut' : null;
    }
    // Nobody is signed in in this browser: the next sign-in is new, even by the same person.
    if (event === 'INITIAL_SESSION' && !userId) memory.write(null);
    return null;
  };
}

import type { Dispatch } from '@reduxjs/toolkit';
import type { Session } from '@supabase/supabase-js';
import { authErrorMessages } from '@/shared/config';
import { getSupabase } from '@/shared/supabase';
import { needsSecondFactor } from '../lib/second-factor';
import { signedInUserMemory } from '../lib/signed-in-user-memory';
import { userSignedIn, userSignedOut } from './session-events';
import { authEventReceived, sessionLoadFailed, type SessionUser } from './session-slice';
import { createSignInTracker } from './sign-in-tracker';

export const SESSION_LOAD_ERROR = authErrorMessages.sessionLoad;

const toSessionUser = (session: Session | null): SessionUser | null =>
  session ? { id: session.user.id, email: session.user.email ?? null } : null;

/**
 * Mirrors supabase-js's session into the store: every auth event becomes an action, so Redux
 * DevTools shows it, and a real sign-in or sign-out also becomes userSignedIn / userSignedOut.
 * Returns the unsubscribe function.
 */
export async function startSessionSync(dispatch: Dispatch): Promise<() => void> {
  const supabase = await getSupabase();
  const track = createSignInTracker(signedInUserMemory);
  // A sign-in that still owes its second factor is announced once the code is given.
  let owesCode: string | null = null;
  const { data } = supabase.auth.onAuthStateChange((event, session) => {
    const user = toSessionUser(session);
    const owes = needsSecondFactor(session);
    dispatch(authEventReceived({ event, user, needsSecondFactor: owes }));
    const change = track(event, user?.id ?? null);
    if (change === 'signedIn' && user && owes) owesCode = user.id;
    else if (user && (change === 'signedIn' || (owesCode === user.id && !owes))) {
      owesCode = null;
      dispatch(userSignedIn(user));
    }
    if (change === 'signedOut') {
      owesCode = null;
      dispatch(userSignedOut());
    }
  });
  const { error } = await supabase.auth.getSession();
  if (error) {
    console.error('Session load failed', error);
    dispatch(sessionLoadFailed(authErrorMessages.sessionLoad));
  }
  return () => data.subscription.unsubscribe();
}

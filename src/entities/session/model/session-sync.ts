import type { Dispatch } from '@reduxjs/toolkit';
import type { Session } from '@supabase/supabase-js';
import { authErrorMessages } from '@/shared/config';
import { getSupabase } from '@/shared/supabase';
import { authEventReceived, sessionLoadFailed, type SessionUser } from './session-slice';

export const SESSION_LOAD_ERROR = authErrorMessages.sessionLoad;

const toSessionUser = (session: Session | null): SessionUser | null =>
  session ? { id: session.user.id, email: session.user.email ?? null } : null;

/**
 * Mirrors supabase-js's session into the store: every auth event becomes an action, so Redux
 * DevTools shows it. Returns the unsubscribe function.
 */
export async function startSessionSync(dispatch: Dispatch): Promise<() => void> {
  const supabase = await getSupabase();
  const { data } = supabase.auth.onAuthStateChange((event, session) => {
    dispatch(authEventReceived({ event, user: toSessionUser(session) }));
  });
  const { error } = await supabase.auth.getSession();
  if (error) {
    console.error('Session load failed', error);
    dispatch(sessionLoadFailed(SESSION_LOAD_ERROR));
  }
  return () => data.subscription.unsubscribe();
}

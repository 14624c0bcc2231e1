import type { Dispatch } from '@reduxjs/toolkit';
import { getSupabase, mayHaveSession, onSupabaseLoaded } from '@/shared/supabase';
import { authEventReceived } from './session-slice';

// The sync (the auth listener, the sign-in tracker, the token's assurance level) comes with
// supabase-js, which it needs anyway: none of it is on a visitor's first load (docs/performance.md).
const startSync = (dispatch: Dispatch) => import('./session-sync').then(({ startSessionSync }) => startSessionSync(dispatch));

/**
 * The app's start: follows the session at once when the browser may hold one; otherwise the visitor
 * is known to be signed out without loading supabase-js (the landing page's first load stays small),
 * and the session is followed from the moment a page first talks to the backend (a sign-in form).
 */
export function followSession(dispatch: Dispatch): void {
  if (mayHaveSession()) {
    // supabase-js and the sync load side by side.
    void getSupabase();
    void startSync(dispatch);
    return;
  }
  dispatch(authEventReceived({ event: 'INITIAL_SESSION', user: null }));
  onSupabaseLoaded(() => void startSync(dispatch));
}

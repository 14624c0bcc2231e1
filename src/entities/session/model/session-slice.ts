import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The auth events supabase-js emits (SPEC §4). */
export type AuthEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY'
  | 'MFA_CHALLENGE_VERIFIED';

/** What the store mirrors of the session: who, never the tokens (supabase-js keeps those). */
export interface SessionUser {
  id: string;
  email: string | null;
}

export interface SessionState {
  /** True until the auth service has answered once. */
  loading: boolean;
  user: SessionUser | null;
  error: string | null;
  lastEvent: AuthEvent | null;
  /** Signed in with a password or Google, with a verified factor, the code not given yet (aal1 of aal2). */
  needsSecondFactor: boolean;
}

export const initialSessionState: SessionState = { loading: true, user: null, error: null, lastEvent: null, needsSecondFactor: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    authEventReceived(state, action: PayloadAction<{ event: AuthEvent; user: SessionUser | null; needsSecondFactor?: boolean }>) {
      state.loading = false;
      state.user = action.payload.user;
      state.lastEvent = action.payload.event;
      state.needsSecondFactor = Boolean(action.payload.user && action.payload.needsSecondFactor);
      state.error = null;
    },
    sessionLoadFailed(state, action: PayloadAction<string>) {
      state.loading = false;
      state.user = null;
      state.needsSecondFactor = false;
      state.error = action.payload;
    },
  },
  selectors: {
    selectSessionUser: (state) => state.user,
    selectIsSignedIn: (state) => state.user !== null,
    selectSessionLoading: (state) => state.loading,
    selectSessionError: (state) => state.error,
    selectNeedsSecondFactor: (state) => state.needsSecondFactor,
  },
});

export const { authEventReceived, sessionLoadFailed } = sessionSlice.actions;
export const { selectSessionUser, selectIsSignedIn, selectSessionLoading, selectSessionError, selectNeedsSecondFactor } =
  sessionSlice.selectors;

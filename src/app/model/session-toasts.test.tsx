import { act, render, screen } from '@testing-library/react';
import { authEventReceived, sessionLoadFailed, SESSION_LOAD_ERROR, userSignedIn, userSignedOut } from '@/entities/session';
import { AppToaster } from '@/shared/ui';
import { startSessionToasts } from './session-toasts';
import { makeStore } from './store';

const ava = { id: 'u1', email: null };

describe('session toasts (SPEC §4)', () => {
  let stop: () => void;
  beforeEach(() => {
    stop = startSessionToasts();
  });
  afterEach(() => stop());

  function dispatch(action: Parameters<ReturnType<typeof makeStore>['store']['dispatch']>[0]) {
    const { store } = makeStore();
    render(<AppToaster />);
    act(() => {
      store.dispatch(action);
    });
  }

  it("says 'Signed in successfully' on a real sign-in", async () => {
    dispatch(userSignedIn(ava));
    expect(await screen.findByText('Signed in successfully')).toBeInTheDocument();
  });

  it("says 'Signed out successfully' on a real sign-out", async () => {
    dispatch(userSignedOut());
    expect(await screen.findByText('Signed out successfully')).toBeInTheDocument();
  });

  // supabase-js reports a stored session restored on reload or tab focus as SIGNED_IN too.
  it.each(['SIGNED_IN', 'INITIAL_SESSION', 'TOKEN_REFRESHED'] as const)('stays quiet on a bare %s event', (event) => {
    dispatch(authEventReceived({ event, user: ava }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('stays quiet when a stale session is dropped at start', () => {
    dispatch(authEventReceived({ event: 'SIGNED_OUT', user: null }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the session-load error', async () => {
    dispatch(sessionLoadFailed(SESSION_LOAD_ERROR));
    expect(await screen.findByText('Authentication error. Please try again.')).toBeInTheDocument();
  });
});

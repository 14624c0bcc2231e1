import { act, render, screen } from '@testing-library/react';
import { authEventReceived, sessionLoadFailed, SESSION_LOAD_ERROR } from '@/entities/session';
import { AppToaster } from '@/shared/ui';
import { startSessionToasts } from './session-toasts';
import { makeStore } from './store';

describe('session toasts (SPEC §4)', () => {
  let stop: () => void;
  beforeEach(() => {
    stop = startSessionToasts();
  });
  afterEach(() => stop());

  it.each([
    ['SIGNED_IN', 'Signed in successfully'],
    ['SIGNED_OUT', 'Signed out successfully'],
  ] as const)('toasts on %s', async (event, text) => {
    const { store } = makeStore();
    render(<AppToaster />);
    act(() => {
      store.dispatch(authEventReceived({ event, user: event === 'SIGNED_IN' ? { id: 'u1', email: null } : null }));
    });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('stays quiet on a token refresh', () => {
    const { store } = makeStore();
    render(<AppToaster />);
    act(() => {
      store.dispatch(authEventReceived({ event: 'TOKEN_REFRESHED', user: { id: 'u1', email: null } }));
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the session-load error', async () => {
    const { store } = makeStore();
    render(<AppToaster />);
    act(() => {
      store.dispatch(sessionLoadFailed(SESSION_LOAD_ERROR));
    });
    expect(await screen.findByText('Authentication error. Please try again.')).toBeInTheDocument();
  });
});

import { AuthError } from '@supabase/supabase-js';
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { mockAccounts } from '@mocks/auth/accounts';
import { getSupabase } from '@/shared/supabase';
import { userSignedIn, userSignedOut } from './session-events';
import { authEventReceived, sessionSlice } from './session-slice';
import { startSessionSync } from './session-sync';

const makeStore = () => configureStore({ reducer: { session: sessionSlice.reducer } });

/** A store whose actions the test can read, and the sync that feeds it: one "page load". */
async function loadPage() {
  const store = makeStore();
  const actions: UnknownAction[] = [];
  const stop = await startSessionSync((action) => {
    actions.push(action);
    return store.dispatch(action);
  });
  const count = (type: string, event?: string) =>
    actions.filter((action) => action.type === type && (!event || (action.payload as { event: string }).event === event)).length;
  return { store, stop, count };
}

/** What supabase-js does when the tab becomes visible again: it re-reads the stored session and says SIGNED_IN. */
function focusTab() {
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

describe('startSessionSync', () => {
  afterEach(async () => {
    jest.restoreAllMocks();
    await (await getSupabase()).auth.signOut({ scope: 'local' });
  });

  it('mirrors the initial session of a visitor: not loading, nobody signed in', async () => {
    const { store, stop } = await loadPage();
    expect(store.getState().session).toMatchObject({ loading: false, user: null, lastEvent: 'INITIAL_SESSION' });
    stop();
  });

  it('mirrors later auth events as actions', async () => {
    const { store, stop } = await loadPage();
    const supabase = await getSupabase();
    // supabase-js notifies its subscribers of a sign-out even when there was no session.
    await supabase.auth.signOut({ scope: 'local' });
    expect(store.getState().session.lastEvent).toBe('SIGNED_OUT');
    stop();
  });

  it('reports a failed session load with the SPEC message', async () => {
    const supabase = await getSupabase();
    jest.spyOn(supabase.auth, 'getSession').mockResolvedValue({ data: { session: null }, error: new AuthError('storage broken') });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { store, stop } = await loadPage();
    expect(store.getState().session).toMatchObject({ loading: false, error: 'Authentication error. Please try again.' });
    stop();
  });

  it('announces a real sign-in once, not the SIGNED_IN supabase-js repeats when the tab is focused', async () => {
    mockAccounts.add({ email: 'ava@example.com', password: 'Secret123' });
    const { stop, count } = await loadPage();
    await (await getSupabase()).auth.signInWithPassword({ email: 'ava@example.com', password: 'Secret123' });
    focusTab();
    await waitFor(() => expect(count(authEventReceived.type, 'SIGNED_IN')).toBe(2));
    expect(count(userSignedIn.type)).toBe(1);
    stop();
  });

  it('does not announce a session restored after a reload, and announces the sign-out', async () => {
    mockAccounts.add({ email: 'ava@example.com', password: 'Secret123' });
    const first = await loadPage();
    const supabase = await getSupabase();
    await supabase.auth.signInWithPassword({ email: 'ava@example.com', password: 'Secret123' });
    first.stop();

    const reloaded = await loadPage();
    focusTab();
    await waitFor(() => expect(reloaded.count(authEventReceived.type, 'SIGNED_IN')).toBe(1));
    expect(reloaded.count(userSignedIn.type)).toBe(0);
    await supabase.auth.signOut({ scope: 'local' });
    expect(reloaded.count(userSignedOut.type)).toBe(1);
    reloaded.stop();
  });
});

import { AuthError } from '@supabase/supabase-js';
import { configureStore } from '@reduxjs/toolkit';
import { getSupabase } from '@/shared/supabase';
import { sessionSlice } from './session-slice';
import { startSessionSync } from './session-sync';

const makeStore = () => configureStore({ reducer: { session: sessionSlice.reducer } });

describe('startSessionSync', () => {
  afterEach(() => jest.restoreAllMocks());

  it('mirrors the initial session of a visitor: not loading, nobody signed in', async () => {
    const store = makeStore();
    const stop = await startSessionSync(store.dispatch);
    expect(store.getState().session).toMatchObject({ loading: false, user: null, lastEvent: 'INITIAL_SESSION' });
    stop();
  });

  it('mirrors later auth events as actions', async () => {
    const store = makeStore();
    const stop = await startSessionSync(store.dispatch);
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
    const store = makeStore();
    const stop = await startSessionSync(store.dispatch);
    expect(store.getState().session).toMatchObject({ loading: false, error: 'Authentication error. Please try again.' });
    stop();
  });
});

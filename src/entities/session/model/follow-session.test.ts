import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { mockMember } from '@mocks/fixtures';

type Modules = {
  sync: typeof import('./follow-session');
  supabase: typeof import('@/shared/supabase');
};

/** Fresh copies of the session sync and the client module: each test is a first page load. */
async function firstLoad(): Promise<Modules> {
  let modules: Modules | undefined;
  await jest.isolateModulesAsync(async () => {
    modules = { sync: await import('./follow-session'), supabase: await import('@/shared/supabase') };
  });
  return modules!;
}

function recorder() {
  const actions: UnknownAction[] = [];
  const dispatch = ((action: UnknownAction) => (actions.push(action), action)) as Dispatch;
  const types = () => actions.map((action) => `${action.type}${(action.payload as { event?: string })?.event ? `:${(action.payload as { event: string }).event}` : ''}`);
  return { dispatch, types };
}

describe('followSession', () => {
  // Each test is a first page load with its own client module, but supabase-js itself is loaded once
  // per file, and auth-js counts its clients per storage key for the file's life: its warning about a
  // second client on one page does not apply here.
  const warn = console.warn;
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('Multiple GoTrueClient instances')) warn(...args);
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
  });

  it('tells a visitor is signed out at once, without the client, and follows the session once a page asks for it', async () => {
    const { sync, supabase } = await firstLoad();
    const onLoaded = jest.fn();
    const { dispatch, types } = recorder();
    sync.followSession(dispatch);
    supabase.onSupabaseLoaded(onLoaded);
    expect(types()).toEqual(['session/authEventReceived:INITIAL_SESSION']);
    expect(onLoaded).not.toHaveBeenCalled();

    // The sign-in form asks for the client: from then on the session is followed.
    const member = mockMember();
    const client = await supabase.getSupabase();
    expect(onLoaded).toHaveBeenCalledWith(client);
    await client.auth.signInWithPassword({ email: member.email, password: member.password });
    await waitFor(() => expect(types()).toContain('session/userSignedIn'));
    await client.auth.signOut({ scope: 'local' });
  });

  it('follows at once when the browser holds a session', async () => {
    const { sync, supabase } = await firstLoad();
    localStorage.setItem(supabase.AUTH_STORAGE_KEY, '{}');
    const onLoaded = jest.fn();
    supabase.onSupabaseLoaded(onLoaded);
    sync.followSession(recorder().dispatch);
    await waitFor(() => expect(onLoaded).toHaveBeenCalled());
  });

  it('follows at once on the return from Google (?code=), which supabase-js turns into a session', async () => {
    const { supabase } = await firstLoad();
    window.history.replaceState(null, '', '/auth/callback?code=abc');
    expect(supabase.mayHaveSession()).toBe(true);
    window.history.replaceState(null, '', '/');
    expect(supabase.mayHaveSession()).toBe(false);
  });
});

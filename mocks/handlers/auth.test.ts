import { createClient } from '@supabase/supabase-js';
import { mockDb } from '../db';
import { seedMember } from '../seed';
import { SUPABASE_URL } from '../supabase-url';

// supabase-js 2.109 itself against the GoTrue mock.
let clients = 0;
const newClient = () =>
  createClient(SUPABASE_URL, 'test-anon-key', { auth: { persistSession: false, autoRefreshToken: false, storageKey: `auth-mock-test-${(clients += 1)}` } });

describe('the GoTrue mock', () => {
  it('signs an e-mail up once, and signs in only with the password it was given', async () => {
    const credentials = { email: 'Ava.Rose@example.com', password: 'Secret123' };
    const signUp = await newClient().auth.signUp({ ...credentials, options: { data: { username: 'ava_rose' } } });
    expect(signUp.data.session?.user.user_metadata).toEqual({ username: 'ava_rose' });
    const again = await newClient().auth.signUp({ ...credentials, email: 'ava.rose@example.com' });
    expect(again.error).toMatchObject({ status: 422, code: 'user_already_exists' });
    const wrong = await newClient().auth.signInWithPassword({ ...credentials, password: 'Other-pass1' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    const signIn = await newClient().auth.signInWithPassword(credentials);
    expect(signIn.data.user?.id).toBe(signUp.data.user?.id);
  });

  it('rotates the refresh token: a used one is refused', async () => {
    const { user } = seedMember();
    const { data } = await newClient().auth.signInWithPassword(user);
    const used = data.session!.refresh_token;
    const refreshed = await newClient().auth.refreshSession({ refresh_token: used });
    expect(refreshed.data.session?.refresh_token).not.toBe(used);
    const reused = await newClient().auth.refreshSession({ refresh_token: used });
    expect(reused.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('ends only this session on a local sign-out, and every one on a global sign-out', async () => {
    const { user } = seedMember();
    const [first, second, third] = [newClient(), newClient(), newClient()];
    for (const client of [first, second, third]) await client.auth.signInWithPassword(user);
    await first.auth.signOut({ scope: 'local' });
    expect(mockDb.sessions.findMany({ user_id: user.id })).toHaveLength(2);
    await second.auth.signOut();
    expect(mockDb.sessions.findMany({ user_id: user.id })).toHaveLength(0);
    expect((await third.auth.getUser()).error).toMatchObject({ name: 'AuthSessionMissingError' });
  });
});

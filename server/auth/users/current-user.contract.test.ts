import { isAuthWeakPasswordError, type SupabaseClient } from '@supabase/supabase-js';
import { createTestClient } from '../../testing/test-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { USER_METADATA_MAX_BYTES } from './user-metadata';

let server: TestServer;
let client: SupabaseClient;
const newClient = () => createTestClient(server.url, server.anonKey);

beforeAll(async () => {
  server = await startTestServer();
  await newClient().auth.signUp({ email: 'clara@example.com', password: 'Souffle123', options: { data: { username: 'clara_o', first_name: 'Clara' } } });
  await newClient().auth.signUp({ email: 'taken@example.com', password: 'Souffle123' });
});
afterAll(() => server.close());
beforeEach(async () => {
  client = newClient();
  const { error } = await client.auth.signInWithPassword({ email: 'clara@example.com', password: 'Souffle123' });
  if (error) throw error;
});

describe('getUser / updateUser (supabase-js)', () => {
  it('reads the signed-in user from the server, identities included', async () => {
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email: 'clara@example.com',
      aud: 'authenticated',
      role: 'authenticated',
      phone: '',
      is_anonymous: false,
      user_metadata: { username: 'clara_o', first_name: 'Clara', email_verified: true },
      identities: [expect.objectContaining({ provider: 'email' })],
    });
    expect(data.user).not.toHaveProperty('factors');
  });

  it('merges data into user_metadata and removes keys set to null', async () => {
    const { data, error } = await client.auth.updateUser({ data: { bio: 'Teacher', first_name: null } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ username: 'clara_o', email_verified: true, bio: 'Teacher' });
    const again = await client.auth.getUser();
    expect(again.data.user?.user_metadata.bio).toBe('Teacher');
  });

  it('caps user_metadata after the merge, and keeps the old metadata when refusing', async () => {
    const half = 'x'.repeat(USER_METADATA_MAX_BYTES / 2);
    expect((await client.auth.updateUser({ data: { essay: half } })).error).toBeNull();
    const refused = await client.auth.updateUser({ data: { sequel: half } });
    expect(refused.error).toMatchObject({ status: 400, code: 'validation_failed', message: expect.stringMatching(/^User metadata is too large/) });
    expect((await client.auth.getUser()).data.user?.user_metadata).not.toHaveProperty('sequel');
    // Removing a key in the same update makes room.
    const swapped = await client.auth.updateUser({ data: { essay: null, sequel: half } });
    expect(swapped.error).toBeNull();
    expect(swapped.data.user?.user_metadata).toMatchObject({ sequel: half });
    await client.auth.updateUser({ data: { sequel: null } });
  });

  it('refuses a weak new password and the current one', async () => {
    const weak = await client.auth.updateUser({ password: 'short' });
    expect(isAuthWeakPasswordError(weak.error)).toBe(true);
    const same = await client.auth.updateUser({ password: 'Souffle123' });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
  });

  it('changes the password and signs out the other sessions', async () => {
    const other = newClient();
    await other.auth.signInWithPassword({ email: 'clara@example.com', password: 'Souffle123' });
    const { error } = await client.auth.updateUser({ password: 'Impossible9' });
    expect(error).toBeNull();

    expect((await client.auth.getUser()).error).toBeNull();
    expect((await other.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    const oldPassword = await newClient().auth.signInWithPassword({ email: 'clara@example.com', password: 'Souffle123' });
    expect(oldPassword.error?.code).toBe('invalid_credentials');
    const newPassword = await newClient().auth.signInWithPassword({ email: 'clara@example.com', password: 'Impossible9' });
    expect(newPassword.error).toBeNull();
    await client.auth.updateUser({ password: 'Souffle123' });
  });

  it('refuses an e-mail another account has, and changes to a free one at once', async () => {
    const taken = await client.auth.updateUser({ email: 'TAKEN@example.com' });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
    const { data, error } = await client.auth.updateUser({ email: 'clara.oswald@example.com' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('clara.oswald@example.com');
    expect(data.user?.identities?.[0].identity_data?.email).toBe('clara.oswald@example.com');
    await client.auth.updateUser({ email: 'clara@example.com' });
  });

  it('keeps app_metadata for admins only', async () => {
    const response = await fetch(`${server.url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: server.anonKey,
        Authorization: `Bearer ${(await client.auth.getSession()).data.session!.access_token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ app_metadata: { plan: 'premium' } }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error_code: 'not_admin' });
  });
});

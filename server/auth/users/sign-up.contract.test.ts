import { isAuthApiError, isAuthWeakPasswordError, type SupabaseClient } from '@supabase/supabase-js';
import { USERNAME_TAKEN_SENTENCE } from '../../../supabase/functions/_shared/rules/database-sentences';
import { createTestClient } from '../../testing/test-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { readAuthOptions } from '../auth-options';
import { USER_METADATA_MAX_BYTES } from './user-metadata';

let server: TestServer;
let client: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  client = createTestClient(server.url, server.anonKey);
});

const metadata = { username: 'river_song', first_name: 'River', last_name: 'Song', gender: 'female', birth_date: '1990-04-01' };

describe('signUp (supabase-js)', () => {
  it('returns a session at once, stores the metadata and lets the trigger create the profile', async () => {
    const { data, error } = await client.auth.signUp({
      email: 'River.Song@example.com',
      password: 'Tardis2024',
      options: { data: metadata },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toEqual(expect.any(String));
    expect(data.session?.refresh_token).toEqual(expect.any(String));
    expect(data.session?.token_type).toBe('bearer');
    const user = data.user!;
    expect(user.email).toBe('river.song@example.com');
    expect(user.email_confirmed_at).toEqual(expect.any(String));
    expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(user.user_metadata).toMatchObject({ ...metadata, email_verified: true });
    expect(user.identities).toEqual([
      expect.objectContaining({ provider: 'email', id: user.id, user_id: user.id, identity_id: expect.any(String) }),
    ]);
    expect(user.identities?.[0].identity_data).toMatchObject({ sub: user.id, email: 'river.song@example.com' });

    const { rows } = await server.ctx.db.query<{ username: string; first_name: string }>(
      'select username, first_name from public.profiles where id = $1',
      [user.id],
    );
    expect(rows).toEqual([{ username: 'river_song', first_name: 'River' }]);
  });

  it('stores the password as a bcrypt hash of cost 10 (GoTrue\'s, the server\'s own), or of the cost it is given', async () => {
    const hashOf = async (db: TestServer['ctx']['db'], email: string) =>
      (await db.query<{ encrypted_password: string }>(`select encrypted_password from auth.users where email = $1`, [email])).rows[0]
        .encrypted_password;
    // The test servers hash at cost 4 to save time.
    expect(await hashOf(server.ctx.db, 'river.song@example.com')).toMatch(/^\$2[aby]\$04\$/);
    expect(readAuthOptions({}).passwordHashCost).toBe(10);
    const gotrueCost = await startTestServer({ auth: { passwordHashCost: readAuthOptions({}).passwordHashCost } });
    try {
      const { error } = await createTestClient(gotrueCost.url, gotrueCost.anonKey).auth.signUp({ email: 'amy.pond@example.com', password: 'Leadworth42' });
      expect(error).toBeNull();
      expect(await hashOf(gotrueCost.ctx.db, 'amy.pond@example.com')).toMatch(/^\$2[aby]\$10\$/);
    } finally {
      await gotrueCost.close();
    }
  });

  it('refuses a second account for the same e-mail with user_already_exists', async () => {
    const { data, error } = await client.auth.signUp({ email: 'river.song@EXAMPLE.com', password: 'Another2024' });
    expect(data.session).toBeNull();
    expect(isAuthApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
  });

  it('refuses a weak password with weak_password and its reasons', async () => {
    const { error } = await client.auth.signUp({ email: 'weak@example.com', password: 'password' });
    expect(isAuthWeakPasswordError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 422,
      code: 'weak_password',
      message: 'Password must contain at least one uppercase letter. Password must contain at least one number',
      reasons: ['characters'],
    });
  });

  it('turns metadata the new-user trigger refuses into a 422 with its message', async () => {
    const { error } = await client.auth.signUp({
      email: 'copycat@example.com',
      password: 'Copycat2024',
      options: { data: { ...metadata } },
    });
    expect(error).toMatchObject({ status: 422, code: 'validation_failed', message: USERNAME_TAKEN_SENTENCE });
    const { rows } = await server.ctx.db.query(`select 1 from auth.users where email = 'copycat@example.com'`);
    expect(rows).toHaveLength(0);
  });

  it('caps the metadata (as stored, with email_verified) at 4 KB of JSON, so tokens stay small', async () => {
    const overhead = JSON.stringify({ padding: '', email_verified: true }).length;
    const atCap = { padding: 'x'.repeat(USER_METADATA_MAX_BYTES - overhead) };
    const tooLarge = { padding: `${atCap.padding}x` };
    const refused = await client.auth.signUp({ email: 'big@example.com', password: 'Bigger2024', options: { data: tooLarge } });
    expect(refused.error).toMatchObject({ status: 400, code: 'validation_failed', message: expect.stringMatching(/^User metadata is too large/) });
    const { rows } = await server.ctx.db.query(`select 1 from auth.users where email = 'big@example.com'`);
    expect(rows).toHaveLength(0);

    const accepted = await client.auth.signUp({ email: 'big@example.com', password: 'Bigger2024', options: { data: atCap } });
    expect(accepted.error).toBeNull();
    expect(JSON.stringify(accepted.data.user?.user_metadata)).toHaveLength(USER_METADATA_MAX_BYTES);
  });

  it('passes on the trigger\'s SPEC message for an under-age birth date', async () => {
    const { error } = await client.auth.signUp({
      email: 'young@example.com',
      password: 'Younger2024',
      options: { data: { username: 'young_one', birth_date: '2020-01-01' } },
    });
    expect(error).toMatchObject({ status: 422, message: 'You must be at least 18 years old to register' });
  });
});

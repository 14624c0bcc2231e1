import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { createTestClient } from '../../testing/test-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

// GoTrue's admin user API through supabase-js's auth.admin (createUser, listUsers, getUserById,
// updateUserById), for the service role only: docs/local-backend.md, Admin.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const admin = () =>
  createClient(server.url, server.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  }).auth.admin;
const signIn = (email: string, password: string) => createTestClient(server.url, server.anonKey).auth.signInWithPassword({ email, password });
let serial = 0;
const address = (name: string) => `${name}.${++serial}@example.com`;

describe('auth.admin.createUser', () => {
  it('makes a confirmed user with her password and metadata; the database makes her profile', async () => {
    const email = address('clara');
    const { data, error } = await admin().createUser({ email, password: 'Admin2024x', email_confirm: true, user_metadata: { first_name: 'Clara' } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      aud: 'authenticated',
      role: 'authenticated',
      email,
      email_confirmed_at: expect.any(String),
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { first_name: 'Clara' },
      identities: [expect.objectContaining({ provider: 'email', identity_data: expect.objectContaining({ email }) })],
    });
    expect((await signIn(email, 'Admin2024x')).error).toBeNull();
    const { rows } = await server.ctx.db.query('select first_name from public.profiles where id = $1', [data.user!.id]);
    expect(rows).toEqual([{ first_name: 'Clara' }]);
  });

  it('keeps a user unconfirmed unless told, and takes the id the operator gives', async () => {
    const email = address('dana');
    const id = crypto.randomUUID();
    const { data, error } = await admin().createUser({ id, email, password: 'Admin2024x' } as never);
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id, email });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect((await signIn(email, 'Admin2024x')).error).toMatchObject({ code: 'email_not_confirmed' });
  });

  it('refuses a taken address, a weak password, a bad id, no address, and a role this database lacks', async () => {
    const email = address('erin');
    await admin().createUser({ email, password: 'Admin2024x' });
    const refusals = await Promise.all([
      admin().createUser({ email, password: 'Admin2024x' }),
      admin().createUser({ email: address('weak'), password: 'abc' }),
      admin().createUser({ id: 'not-a-uuid', email: address('id') } as never),
      admin().createUser({ password: 'Admin2024x' }),
      admin().createUser({ email: address('role'), role: 'service_role' }),
    ]);
    expect(refusals.map(({ error }) => [error?.status, error?.code])).toEqual([
      [422, 'email_exists'],
      [422, 'weak_password'],
      [400, 'validation_failed'],
      [400, 'validation_failed'],
      [400, 'validation_failed'],
    ]);
  });
});

describe('who may call it', () => {
  it('answers a member’s token not_admin and a visitor no_authorization, and makes nobody', async () => {
    const email = address('member');
    await admin().createUser({ email, password: 'Admin2024x', email_confirm: true });
    const { data } = await signIn(email, 'Admin2024x');
    const call = (token?: string) =>
      fetch(`${server.url}/auth/v1/admin/users`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
        body: JSON.stringify({ email: address('intruder'), password: 'Admin2024x' }),
      }).then(async (res) => [res.status, ((await res.json()) as { error_code: string }).error_code]);
    expect(await call(data.session!.access_token)).toEqual([403, 'not_admin']);
    expect(await call()).toEqual([401, 'no_authorization']);
    expect(await call(server.anonKey)).toEqual([403, 'not_admin']);
    const { rows } = await server.ctx.db.query(`select 1 from auth.users where email like 'intruder.%'`);
    expect(rows).toEqual([]);
  });
});

describe('auth.admin.getUserById and updateUserById', () => {
  it('reads a user, and says so for an unknown id or one that is not a UUID', async () => {
    const { data: created } = await admin().createUser({ email: address('fay'), password: 'Admin2024x' });
    expect((await admin().getUserById(created.user!.id)).data.user).toMatchObject({ id: created.user!.id, email: created.user!.email });
    const unknown = await admin().getUserById(crypto.randomUUID());
    expect([unknown.error?.status, unknown.error?.code]).toEqual([404, 'user_not_found']);
    // supabase-js checks the id itself; a raw request hears GoTrue's answer.
    const malformed = await fetch(`${server.url}/auth/v1/admin/users/nope`, { headers: { apikey: server.serviceRoleKey, Authorization: `Bearer ${server.serviceRoleKey}` } });
    expect([malformed.status, ((await malformed.json()) as { error_code: string }).error_code]).toEqual([404, 'validation_failed']);
  });

  it('changes the address, the password and both metadata, and confirms', async () => {
    const { data: created } = await admin().createUser({ email: address('gia'), password: 'Admin2024x', user_metadata: { a: 1, b: 2 } });
    const email = address('gia-new');
    const { data, error } = await admin().updateUserById(created.user!.id, {
      email,
      password: 'Changed2024y',
      email_confirm: true,
      user_metadata: { b: null, c: 3 },
      app_metadata: { moderator: true },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email,
      email_confirmed_at: expect.any(String),
      user_metadata: { a: 1, c: 3 },
      app_metadata: { provider: 'email', providers: ['email'], moderator: true },
    });
    expect(data.user?.user_metadata).not.toHaveProperty('b');
    expect((await signIn(email, 'Changed2024y')).error).toBeNull();
  });

  it('bans for a while, ending her sessions, and lifts the ban with none', async () => {
    const email = address('hana');
    const { data: created } = await admin().createUser({ email, password: 'Admin2024x', email_confirm: true });
    const session = (await signIn(email, 'Admin2024x')).data.session!;
    const banned = await admin().updateUserById(created.user!.id, { ban_duration: '24h' });
    expect(banned.data.user?.banned_until).toEqual(expect.any(String));
    expect((await signIn(email, 'Admin2024x')).error).toMatchObject({ code: 'user_banned' });
    const refreshed = await createTestClient(server.url, server.anonKey).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error).not.toBeNull();

    const badDuration = await admin().updateUserById(created.user!.id, { ban_duration: 'forever' });
    expect([badDuration.error?.status, badDuration.error?.code]).toEqual([400, 'validation_failed']);
    await admin().updateUserById(created.user!.id, { ban_duration: 'none' });
    expect((await signIn(email, 'Admin2024x')).error).toBeNull();
  });
});

describe('auth.admin.listUsers', () => {
  it('pages newest first with the total, the next and the last page', async () => {
    for (const name of ['ivy', 'jo', 'kai']) await admin().createUser({ email: address(name), password: 'Admin2024x' });
    const { rows } = await server.ctx.db.query<{ n: number }>(`select count(*)::int as n from auth.users where aud = 'authenticated'`);
    const total = rows[0].n;
    const first = await admin().listUsers({ page: 1, perPage: 2 });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ aud: 'authenticated', total, nextPage: 2, lastPage: Math.ceil(total / 2) });
    expect(first.data.users.map((u) => u.email)).toEqual([`kai.${serial}@example.com`, `jo.${serial - 1}@example.com`]);
    const second = await admin().listUsers({ page: 2, perPage: 2 });
    expect(second.data.users[0].email).toBe(`ivy.${serial - 2}@example.com`);
    const bad = await fetch(`${server.url}/auth/v1/admin/users?page=-1`, { headers: { apikey: server.serviceRoleKey, Authorization: `Bearer ${server.serviceRoleKey}` } });
    expect(bad.status).toBe(400);
  });
});

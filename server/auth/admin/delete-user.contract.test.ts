import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { signJwt } from '../../jwt';
import { createTestClient } from '../../testing/test-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

// DELETE /auth/v1/admin/users/{id}: the one GoTrue admin endpoint this server has, for the service role.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function signUp(email: string) {
  const client = createTestClient(server.url, server.anonKey);
  const { data, error } = await client.auth.signUp({ email, password: 'Admin2024x' });
  if (error || !data.session) throw error ?? new Error('no session');
  return { client, id: data.session.user.id, token: data.session.access_token, refreshToken: data.session.refresh_token };
}

const adminClient = () =>
  createClient(server.url, server.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });

function deleteRequest(id: string, token?: string, body?: unknown) {
  return fetch(`${server.url}/auth/v1/admin/users/${id}`, {
    method: 'DELETE',
    headers: {
      apikey: server.anonKey,
      'X-Supabase-Api-Version': '2024-01-01',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
}

describe('auth.admin.deleteUser', () => {
  it('deletes the user with its identities, sessions and refresh tokens, and its profile; it cannot sign in again', async () => {
    const member = await signUp('clara@example.com');
    const { data, error } = await adminClient().auth.admin.deleteUser(member.id);
    expect(error).toBeNull();
    expect(data).toEqual({ user: {} });
    const { rows } = await server.ctx.db.query<Record<string, number>>(
      `select (select count(*)::int from auth.users where id = $1) as users,
              (select count(*)::int from auth.identities where user_id = $1) as identities,
              (select count(*)::int from auth.sessions where user_id = $1) as sessions,
              (select count(*)::int from auth.refresh_tokens where user_id = $1::text) as refresh_tokens,
              (select count(*)::int from public.profiles where id = $1) as profiles`,
      [member.id],
    );
    expect(rows[0]).toEqual({ users: 0, identities: 0, sessions: 0, refresh_tokens: 0, profiles: 0 });
    const again = await createTestClient(server.url, server.anonKey).auth.signInWithPassword({
      email: 'clara@example.com',
      password: 'Admin2024x',
    });
    expect(again.error).toMatchObject({ code: 'invalid_credentials' });
    expect((await member.client.auth.refreshSession({ refresh_token: member.refreshToken })).error).not.toBeNull();
  });

  it('answers 404 for an unknown user or an id that is not a UUID', async () => {
    const unknown = await adminClient().auth.admin.deleteUser('00000000-0000-4000-8000-00000000abcd');
    expect(unknown.error).toMatchObject({ status: 404, code: 'user_not_found', message: 'User not found' });
    const malformed = await deleteRequest('not-a-uuid', server.serviceRoleKey);
    expect(malformed.status).toBe(404);
    expect(await malformed.json()).toMatchObject({ code: 'validation_failed', message: 'user_id must be an UUID' });
  });

  it('refuses every token but the service role’s, and deletes nothing', async () => {
    const target = await signUp('donna@example.com');
    const other = await signUp('wilf@example.com');
    const forged = await signJwt({ role: 'service_role' }, 'another-secret-that-is-32-characters-long', 60);
    const refusals: [string | undefined, number, string][] = [
      [undefined, 401, 'no_authorization'],
      [server.anonKey, 403, 'not_admin'],
      [other.token, 403, 'not_admin'],
      [target.token, 403, 'not_admin'],
      [forged, 403, 'bad_jwt'],
    ];
    for (const [token, status, code] of refusals) {
      const res = await deleteRequest(target.id, token);
      expect([res.status, ((await res.json()) as { code: string }).code]).toEqual([status, code]);
    }
    const { rows } = await server.ctx.db.query('select 1 from auth.users where id = $1', [target.id]);
    expect(rows).toHaveLength(1);
  });

  it('refuses a soft deletion rather than deleting for good', async () => {
    const member = await signUp('rose@example.com');
    const res = await deleteRequest(member.id, server.serviceRoleKey, { should_soft_delete: true });
    expect(res.status).toBe(400);
    const { rows } = await server.ctx.db.query('select 1 from auth.users where id = $1', [member.id]);
    expect(rows).toHaveLength(1);
  });
});

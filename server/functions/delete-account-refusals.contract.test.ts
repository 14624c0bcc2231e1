import type { SupabaseClient } from '@supabase/supabase-js';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { DELETE_ACCOUNT_ANSWERS } from '../../supabase/functions/delete-account/answers';
import { googleOnlyMember } from '../testing/google-only-member';
import { withVerifiedTotp } from '../testing/mfa-members';
import { createTestClient } from '../testing/test-client';
import { startTestServer, type TestServer } from '../testing/test-server';

// delete-account refuses anyone who cannot prove they own the account, and deletes nothing then.
jest.setTimeout(60_000);

const PASSWORD = 'Refuse2024x';
let server: TestServer;
let amy: { client: SupabaseClient; id: string };

async function signUp(target: TestServer, username: string) {
  const client = createTestClient(target.url, target.anonKey);
  const { data, error } = await client.auth.signUp({ email: `${username}@example.com`, password: PASSWORD, options: { data: { username } } });
  if (error || !data.user) throw error ?? new Error('no user');
  return { client, id: data.user.id };
}

/** The status and body of a call that failed, or of a success. */
async function outcome(call: Promise<{ data: unknown; error: unknown }>): Promise<[number, unknown]> {
  const { data, error } = await call;
  if (!error) return [200, data];
  const response = (error as FunctionsHttpError).context as Response;
  return [response.status, await response.json()];
}

const answer = (name: keyof typeof DELETE_ACCOUNT_ANSWERS) => {
  const [status, code, error] = DELETE_ACCOUNT_ANSWERS[name];
  return [status, { error, code }];
};

const stillThere = async (id: string) =>
  (await server.ctx.db.query('select 1 from auth.users u join public.profiles p on p.id = u.id where u.id = $1', [id])).rows.length === 1;

beforeAll(async () => {
  server = await startTestServer();
  amy = await signUp(server, 'amy_pond');
});
afterAll(() => server.close());

describe('delete-account refuses', () => {
  it('a call without a token (the gateway) or with only the anon key', async () => {
    const bare = await fetch(`${server.url}/functions/v1/delete-account`, {
      method: 'POST',
      headers: { apikey: server.anonKey },
      body: JSON.stringify({ confirm: 'DELETE' }),
    });
    expect([bare.status, await bare.json()]).toEqual([401, { msg: 'Missing authorization header' }]);
    const anonymous = createTestClient(server.url, server.anonKey);
    expect(await outcome(anonymous.functions.invoke('delete-account', { body: { confirm: 'DELETE', password: PASSWORD } }))).toEqual(
      answer('notSignedIn'),
    );
  });

  it('a missing or wrong confirmation', async () => {
    for (const body of [{}, { confirm: 'delete', password: PASSWORD }, { confirm: true, password: PASSWORD }]) {
      expect(await outcome(amy.client.functions.invoke('delete-account', { body }))).toEqual(answer('confirmationRequired'));
    }
    expect(await outcome(amy.client.functions.invoke('delete-account', { body: 'DELETE' }))).toEqual(answer('badRequest'));
  });

  it('a password account without its password, or with a wrong one', async () => {
    expect(await outcome(amy.client.functions.invoke('delete-account', { body: { confirm: 'DELETE' } }))).toEqual(answer('passwordRequired'));
    const wrong = await outcome(amy.client.functions.invoke('delete-account', { body: { confirm: 'DELETE', password: 'Wrong2024x' } }));
    expect(wrong).toEqual([400, { error: 'Incorrect password', code: 'incorrect_password' }]);
    expect(await stillThere(amy.id)).toBe(true);
    // The member's own sessions are untouched by the checks.
    expect((await amy.client.auth.getUser()).error).toBeNull();
  });

  it('a Google-only account that signed in more than 10 minutes ago', async () => {
    const google = await googleOnlyMember(server, 'martha_jones', 11 * 60);
    const client = createTestClient(server.url, server.anonKey);
    const call = client.functions.invoke('delete-account', { body: { confirm: 'DELETE' }, headers: { Authorization: `Bearer ${google.token}` } });
    expect(await outcome(call)).toEqual(answer('reauthenticationNeeded'));
    expect(await stillThere(google.id)).toBe(true);
  });

  it('an aal1 session of a member with a verified factor, even with her password; aal2 deletes', async () => {
    const rory = await signUp(server, 'rory_williams');
    await withVerifiedTotp(rory.client);
    const passwordOnly = createTestClient(server.url, server.anonKey);
    await passwordOnly.auth.signInWithPassword({ email: 'rory_williams@example.com', password: PASSWORD });
    const body = { confirm: 'DELETE', password: PASSWORD };
    expect(await outcome(passwordOnly.functions.invoke('delete-account', { body }))).toEqual(answer('secondStepRequired'));
    expect(await stillThere(rory.id)).toBe(true);
    expect(await outcome(rory.client.functions.invoke('delete-account', { body }))).toEqual([200, { deleted: true }]);
  });

  it('other methods', async () => {
    const res = await fetch(`${server.url}/functions/v1/delete-account`, {
      method: 'GET',
      headers: { apikey: server.anonKey, Authorization: `Bearer ${server.anonKey}` },
    });
    expect(res.status).toBe(405);
    await res.body?.cancel();
  });
});

describe('password checks count as sign-ins', () => {
  // The auth surface's defaults with one budget cut to 2 (spelt out: surfaces do not import each other).
  const minute = 60_000;
  const defaults = {
    requests: { max: 30, windowMs: 5 * minute },
    perAddress: { max: 20, windowMs: 15 * minute },
    perAccount: { max: 10, windowMs: 15 * minute },
    accountLockdownAt: 100,
  };
  const twoPerAccount = { ...defaults, perAccount: { max: 2, windowMs: minute } };
  const twoPerAddress = { ...defaults, perAddress: { max: 2, windowMs: minute } };
  const attacker = '203.0.113.9';

  async function guess(client: SupabaseClient, from: string) {
    return outcome(
      client.functions.invoke('delete-account', {
        body: { confirm: 'DELETE', password: 'Guess2024x' },
        headers: { 'X-Forwarded-For': from },
      }),
    );
  }
  const signInFrom = (target: TestServer, from: string) =>
    fetch(`${target.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: target.anonKey, 'Content-Type': 'application/json', 'X-Forwarded-For': from },
      body: JSON.stringify({ email: 'rory_williams@example.com', password: PASSWORD }),
    });

  it('for the caller’s address behind a trusted proxy: that address is stopped, the member elsewhere is not', async () => {
    const proxied = await startTestServer({ auth: { rateLimit: twoPerAccount, trustProxy: true } });
    try {
      const rory = await signUp(proxied, 'rory_williams');
      expect((await guess(rory.client, attacker))[0]).toBe(400);
      expect((await guess(rory.client, attacker))[0]).toBe(400);
      expect(await guess(rory.client, attacker)).toEqual(answer('tooManyAttempts'));
      expect((await signInFrom(proxied, attacker)).status).toBe(429);
      expect((await signInFrom(proxied, '198.51.100.4')).status).toBe(200);
      expect((await proxied.ctx.db.query('select 1 from auth.users where id = $1', [rory.id])).rows).toHaveLength(1);
    } finally {
      await proxied.close();
    }
  });

  it('for the connection’s address without a proxy: a forged X-Forwarded-For buys no new guesses', async () => {
    // Every call here comes from 127.0.0.1, where the member is signed in, so the address's own budget decides.
    const direct = await startTestServer({ auth: { rateLimit: twoPerAddress } });
    try {
      const rory = await signUp(direct, 'rory_williams');
      await guess(rory.client, '203.0.113.1');
      await guess(rory.client, '203.0.113.2');
      expect(await guess(rory.client, '203.0.113.3')).toEqual(answer('tooManyAttempts'));
    } finally {
      await direct.close();
    }
  });
});

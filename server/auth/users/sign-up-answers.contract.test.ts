import type { User } from '@supabase/supabase-js';
import { createTestClient } from '../../testing/test-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { DEFAULT_RATE_LIMITS } from '../auth-options';
import { TOO_MANY_ACCOUNTS } from '../rate-limits/account-creations';

// Production-like: a new address waits for its link, so sign-up must not tell who is registered.
// Two accounts an hour per client address, which comes from X-Forwarded-For: a test that is not
// about that limit sends each sign-up from an address of its own.
let server: TestServer;
const DATA = { first_name: 'Sam' };
const PASSWORD = 'Answer1234';
let lastAddress = 0;
const freshAddress = () => `192.0.2.${(lastAddress += 1)}`;

beforeAll(async () => {
  const accountsPerAddress = { max: 2, windowMs: 60 * 60_000 };
  server = await startTestServer({ auth: { autoconfirm: false, trustProxy: true, rateLimit: { ...DEFAULT_RATE_LIMITS, accountsPerAddress } } });
});
afterAll(() => server.close());

const signUpFrom = (from: string, email: string, data: Record<string, unknown> = DATA) =>
  createTestClient(server.url, server.anonKey, { headers: { 'X-Forwarded-For': from } }).auth.signUp({ email, password: PASSWORD, options: { data } });

async function signUp(email: string): Promise<User> {
  const { data, error } = await signUpFrom(freshAddress(), email);
  expect(error).toBeNull();
  expect(data.session).toBeNull();
  return data.user!;
}

async function registered(email: string, confirmed: boolean): Promise<void> {
  await signUp(email);
  if (confirmed) await server.ctx.db.query(`update auth.users set email_confirmed_at = now() where email = $1`, [email]);
}

/** The JSON's keys and the type of each value, all the way down. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shape(inner)]));
  return typeof value;
}

async function stored(email: string): Promise<{ id: string; created_at: Date }> {
  const { rows } = await server.ctx.db.query<{ id: string; created_at: Date }>('select id, created_at from auth.users where email = $1', [email]);
  return rows[0];
}

/** Every mail the test caused has gone out before the server closes. */
const mailTo = (to: string, subject = /./) => server.app.mail.mailbox!.waitFor(to, (m) => subject.test(m.subject));

describe('sign-up answers with confirmation on (supabase-js)', () => {
  it('answers a new, an unconfirmed and a confirmed address alike, with no id that stays', async () => {
    const fresh = await signUp('new.one@example.com');
    await registered('waiting@example.com', false);
    const unconfirmed = await signUp('waiting@example.com');
    await registered('member@example.com', true);
    const confirmed = await signUp('member@example.com');
    const confirmedAgain = await signUp('member@example.com');

    expect(shape(unconfirmed)).toEqual(shape(fresh));
    expect(shape(confirmed)).toEqual(shape(fresh));
    for (const answer of [fresh, unconfirmed, confirmed]) {
      expect(answer.identities).toEqual([]);
      expect(answer.user_metadata).toEqual({ ...DATA, email_verified: false });
      expect(answer).toMatchObject({ aud: 'authenticated', role: 'authenticated', app_metadata: { provider: 'email', providers: ['email'] } });
    }

    const waiting = await stored('waiting@example.com');
    const member = await stored('member@example.com');
    expect(unconfirmed.id).not.toBe(waiting.id);
    expect(unconfirmed.created_at).not.toBe(waiting.created_at.toISOString());
    expect(confirmed.id).not.toBe(member.id);
    expect(confirmedAgain.id).not.toBe(confirmed.id);
    expect(fresh.id).toBe((await stored('new.one@example.com')).id);

    await Promise.all([mailTo('new.one@example.com'), mailTo('waiting@example.com'), mailTo('member@example.com', /already have/)]);
  });

  it('refuses data the new-user rules refuse alike for a new, an unconfirmed and a confirmed address', async () => {
    await registered('young.waiting@example.com', false);
    await registered('young.member@example.com', true);
    const underAge = { ...DATA, birth_date: '2020-01-01' };
    for (const email of ['young.new@example.com', 'young.waiting@example.com', 'young.member@example.com']) {
      const { data, error } = await signUpFrom(freshAddress(), email, underAge);
      expect(error).toMatchObject({ status: 422, code: 'validation_failed', message: 'You must be at least 18 years old to register' });
      expect(data.user).toBeNull();
    }
    const { rows } = await server.ctx.db.query(`select 1 from auth.users where email = 'young.new@example.com'`);
    expect(rows).toHaveLength(0);
    await Promise.all([mailTo('young.waiting@example.com'), mailTo('young.member@example.com')]);
  });

  it('counts a sign-up with a registered address as an account made, so the limit comes as soon whoever is registered', async () => {
    await registered('kim@example.com', true);
    const from = '203.0.113.60';
    expect((await signUpFrom(from, 'kim@example.com')).error).toBeNull();
    expect((await signUpFrom(from, 'kim@example.com')).error).toBeNull();
    const refused = await signUpFrom(from, 'lou@example.com');
    expect(refused.error).toMatchObject({ status: 429, code: 'over_request_rate_limit', message: TOO_MANY_ACCOUNTS });
    await mailTo('kim@example.com', /already have/);
  });
});

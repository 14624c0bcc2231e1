import { createHash, randomBytes } from 'node:crypto';
import { createTestClient } from '../../testing/test-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { newOneTimeToken } from './one-time-token';
import { storeToken } from './token-store';

// Production-like (links prove addresses), and each test names its own client address in
// X-Forwarded-For, so the per-address counters of one test do not reach another.
let server: TestServer;
const PASSWORD = 'Linked1234';
const client = (from: string) => createTestClient(server.url, server.anonKey, { headers: { 'X-Forwarded-For': from } });

beforeAll(async () => {
  server = await startTestServer({ auth: { autoconfirm: false, trustProxy: true } });
});
afterAll(() => server.close());

async function linkIn(to: string, subject: RegExp): Promise<URL> {
  const mail = await server.app.mail.mailbox!.waitFor(to, (m) => subject.test(m.subject));
  return new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
}

/** Signs up from `from` and confirms by the link; the member's id. */
async function confirmedMember(email: string, from: string): Promise<string> {
  const { data, error } = await client(from).auth.signUp({ email, password: PASSWORD });
  if (error) throw error;
  const link = await linkIn(email, /Confirm your Ascend account/);
  const confirmed = await client(from).auth.verifyOtp({ token_hash: link.searchParams.get('token_hash')!, type: 'email' });
  if (confirmed.error) throw confirmed.error;
  return data.user!.id;
}

const wrongLinkToken = () => randomBytes(32).toString('hex');

describe('e-mail link tokens (supabase-js verifyOtp)', () => {
  it('puts 256 random bits in a link, and keeps only a digest of them', async () => {
    await client('192.0.2.1').auth.signUp({ email: 'ada@example.com', password: PASSWORD });
    const token = (await linkIn('ada@example.com', /Confirm/)).searchParams.get('token_hash')!;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const { rows } = await server.ctx.db.query<{ confirmation_token: string }>(
      `select confirmation_token from auth.users where email = 'ada@example.com'`,
    );
    expect(rows[0].confirmation_token).not.toContain(token);
    expect((await client('192.0.2.1').auth.verifyOtp({ token_hash: token, type: 'signup' })).error).toBeNull();
  });

  it('refuses a link in the old format, a hash of the address and a code that anyone can compute', async () => {
    const id = await confirmedMember('bea@example.com', '192.0.2.2');
    const oldHash = createHash('sha224').update('bea@example.com246810').digest('hex');
    await server.ctx.db.query(`update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1`, [id, oldHash]);
    const byLink = await client('192.0.2.2').auth.verifyOtp({ token_hash: oldHash, type: 'recovery' });
    expect(byLink.error).toMatchObject({ status: 403, code: 'otp_expired' });
    expect(byLink.data.session).toBeNull();
    const byCode = await client('192.0.2.2').auth.verifyOtp({ email: 'bea@example.com', token: '246810', type: 'recovery' });
    expect(byCode.error?.code).toBe('otp_expired');
  });

  it('stops a client address after five wrong links: the right one is refused too, while other addresses go on', async () => {
    await confirmedMember('cleo@example.com', '192.0.2.3');
    await client('192.0.2.3').auth.resetPasswordForEmail('cleo@example.com');
    const right = (await linkIn('cleo@example.com', /Reset/)).searchParams.get('token_hash')!;

    const guesser = client('203.0.113.7');
    const codes: (string | undefined)[] = [];
    for (let guess = 0; guess < 8; guess += 1) {
      codes.push((await guesser.auth.verifyOtp({ token_hash: wrongLinkToken(), type: 'recovery' })).error?.code);
    }
    expect(codes).toEqual([...Array(5).fill('otp_expired'), ...Array(3).fill('over_request_rate_limit')]);
    const refused = await guesser.auth.verifyOtp({ token_hash: right, type: 'recovery' });
    expect(refused.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(refused.data.session).toBeNull();

    const member = await client('198.51.100.9').auth.verifyOtp({ token_hash: right, type: 'recovery' });
    expect(member.error).toBeNull();
    expect(member.data.session?.user.email).toBe('cleo@example.com');
  });

  it('counts wrong codes per client address too, whichever addresses they name', async () => {
    const guesser = client('203.0.113.8');
    const codes: (string | undefined)[] = [];
    for (let guess = 0; guess < 6; guess += 1) {
      const email = `target${guess}@example.com`;
      codes.push((await guesser.auth.verifyOtp({ email, token: '000000', type: 'recovery' })).error?.code);
    }
    expect(codes).toEqual([...Array(5).fill('otp_expired'), 'over_request_rate_limit']);
  });

  it('voids the pending links of an address after five wrong codes for it, from however many client addresses', async () => {
    const id = await confirmedMember('dana@example.com', '192.0.2.4');
    await client('192.0.2.4').auth.resetPasswordForEmail('dana@example.com');
    const link = (await linkIn('dana@example.com', /Reset/)).searchParams.get('token_hash')!;
    const guesses = ['203.0.113.40', '203.0.113.41', '203.0.113.42', '203.0.113.43', '203.0.113.44'].map(
      async (from, guess) => (await client(from).auth.verifyOtp({ email: 'dana@example.com', token: `00000${guess}`, type: 'recovery' })).error?.code,
    );
    expect(await Promise.all(guesses)).toEqual(Array(5).fill('otp_expired'));
    const late = await client('198.51.100.4').auth.verifyOtp({ token_hash: link, type: 'recovery' });
    expect(late.error?.code).toBe('otp_expired');

    // A new link works again: the guesses void what was pending, not the account.
    const token = newOneTimeToken('dana@example.com');
    await storeToken(server.ctx.db, id, 'recovery', token);
    expect((await client('198.51.100.4').auth.verifyOtp({ token_hash: token.linkToken, type: 'recovery' })).error).toBeNull();
  });

  it('confirms a sign-up and a new e-mail by code as well as by link', async () => {
    const { data } = await client('192.0.2.5').auth.signUp({ email: 'eve@example.com', password: PASSWORD });
    const id = data.user!.id;
    const signupToken = newOneTimeToken('eve@example.com');
    await storeToken(server.ctx.db, id, 'confirmation', signupToken);
    const confirmed = await client('192.0.2.5').auth.verifyOtp({ email: 'eve@example.com', token: signupToken.otp, type: 'signup' });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.user?.email_confirmed_at).toEqual(expect.any(String));

    const eve = client('192.0.2.5');
    await eve.auth.signInWithPassword({ email: 'eve@example.com', password: PASSWORD });
    expect((await eve.auth.updateUser({ email: 'eve.new@example.com' })).error).toBeNull();
    const changeToken = newOneTimeToken('eve.new@example.com');
    await storeToken(server.ctx.db, id, 'email_change', changeToken, 'eve.new@example.com');
    const changed = await eve.auth.verifyOtp({ email: 'eve.new@example.com', token: changeToken.otp, type: 'email_change' });
    expect(changed.error).toBeNull();
    expect(changed.data.user?.email).toBe('eve.new@example.com');
    await server.app.mail.mailbox!.waitFor('eve.new@example.com');
  });

  it('voids a pending e-mail change after five wrong codes for the new address', async () => {
    await confirmedMember('fay@example.com', '192.0.2.6');
    const fay = client('192.0.2.6');
    await fay.auth.signInWithPassword({ email: 'fay@example.com', password: PASSWORD });
    await fay.auth.updateUser({ email: 'fay.new@example.com' });
    const link = (await linkIn('fay.new@example.com', /Confirm your new e-mail address/)).searchParams.get('token_hash')!;
    const guesses = ['203.0.113.50', '203.0.113.51', '203.0.113.52', '203.0.113.53', '203.0.113.54'].map(
      async (from, guess) => (await client(from).auth.verifyOtp({ email: 'fay.new@example.com', token: `10000${guess}`, type: 'email_change' })).error?.code,
    );
    expect(await Promise.all(guesses)).toEqual(Array(5).fill('otp_expired'));
    expect((await fay.auth.verifyOtp({ token_hash: link, type: 'email_change' })).error?.code).toBe('otp_expired');
  });
});

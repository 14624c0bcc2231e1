import { createTestClient } from '../../testing/test-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { DEFAULT_RATE_LIMITS } from '../auth-options';

// Production-like (links prove addresses), three e-mail requests an hour per client address, which
// comes from X-Forwarded-For: the tests that are not about that limit send each request from its own.
let server: TestServer;
const PASSWORD = 'Repeat1234';
const EMAIL_SENDS = 3;

beforeAll(async () => {
  const rateLimit = { ...DEFAULT_RATE_LIMITS, emailSends: { max: EMAIL_SENDS, windowMs: 60 * 60_000 } };
  server = await startTestServer({ auth: { autoconfirm: false, trustProxy: true, rateLimit } });
});
afterAll(() => server.close());

const mailbox = () => server.app.mail.mailbox!;
const signUpFrom = (from: string, email: string) =>
  createTestClient(server.url, server.anonKey, { headers: { 'X-Forwarded-For': from } }).auth.signUp({ email, password: PASSWORD });
const tokenOf = (text: string) => new URL(/https?:\/\/\S+/.exec(text)![0]).searchParams.get('token_hash')!;
const mailsTo = (to: string, subject: RegExp) => mailbox().list(to).filter((m) => subject.test(m.subject));

/** Resolves once it is clear that no mail to `to` beyond the first `count` matching `subject` comes. */
async function noFurtherMail(to: string, subject: RegExp, count: number): Promise<void> {
  await expect(mailbox().waitFor(to, () => mailsTo(to, subject).length > count, 300)).rejects.toThrow(/no e-mail/);
}

async function confirmedMember(email: string): Promise<void> {
  await signUpFrom('192.0.2.99', email);
  await mailbox().waitFor(email, (m) => /Confirm/.test(m.subject));
  await server.ctx.db.query(`update auth.users set email_confirmed_at = now() where email = $1`, [email]);
}

describe('repeated sign-ups with confirmation on', () => {
  it('send an unconfirmed address one confirmation a minute, and only the newest link works', async () => {
    for (const from of ['192.0.2.10', '192.0.2.11', '192.0.2.12', '192.0.2.13']) expect((await signUpFrom(from, 'pia@example.com')).error).toBeNull();
    const first = tokenOf((await mailbox().waitFor('pia@example.com', (m) => /Confirm/.test(m.subject))).text);
    await noFurtherMail('pia@example.com', /Confirm/, 1);
    expect(mailsTo('pia@example.com', /Confirm/)).toHaveLength(1);

    await server.ctx.db.query(`update auth.users set confirmation_sent_at = now() - interval '2 minutes' where email = 'pia@example.com'`);
    expect((await signUpFrom('192.0.2.14', 'pia@example.com')).error).toBeNull();
    const second = tokenOf((await mailbox().waitFor('pia@example.com', (m) => !m.text.includes(first))).text);
    const verify = (token: string) => createTestClient(server.url, server.anonKey).auth.verifyOtp({ token_hash: token, type: 'signup' });
    expect((await verify(first)).error?.code).toBe('otp_expired');
    expect((await verify(second)).error).toBeNull();
  });

  it('send a registered address one "already have an account" mail a minute', async () => {
    await confirmedMember('quinn@example.com');
    for (const from of ['192.0.2.20', '192.0.2.21', '192.0.2.22']) expect((await signUpFrom(from, 'quinn@example.com')).error).toBeNull();
    await mailbox().waitFor('quinn@example.com', (m) => /already have/.test(m.subject));
    await noFurtherMail('quinn@example.com', /already have/, 1);
    expect(mailsTo('quinn@example.com', /already have/)).toHaveLength(1);
  });

  it("count against the client address's e-mail requests, and past them every address is refused alike", async () => {
    await confirmedMember('rosa@example.com');
    const from = '203.0.113.30';
    expect((await signUpFrom(from, 'sol@example.com')).error).toBeNull();
    expect((await signUpFrom(from, 'sol@example.com')).error).toBeNull();
    expect((await signUpFrom(from, 'rosa@example.com')).error).toBeNull();
    for (const email of ['new.address@example.com', 'sol@example.com', 'rosa@example.com']) {
      const { error } = await signUpFrom(from, email);
      expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit', message: 'Email rate limit exceeded' });
    }
    const { rows } = await server.ctx.db.query(`select 1 from auth.users where email = 'new.address@example.com'`);
    expect(rows).toHaveLength(0);

    expect((await signUpFrom('198.51.100.30', 'new.address@example.com')).error).toBeNull();
    // Every mail this test caused has gone out before the server closes.
    await Promise.all(['sol@example.com', 'new.address@example.com'].map((to) => mailbox().waitFor(to, (m) => /Confirm/.test(m.subject))));
    await mailbox().waitFor('rosa@example.com', (m) => /already have/.test(m.subject));
  });
});

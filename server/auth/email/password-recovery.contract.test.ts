import { createTestClient } from '../../testing/test-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { DEFAULT_RATE_LIMITS } from '../auth-options';
import { newOneTimeToken } from './one-time-token';
import { storeToken } from './token-store';

let server: TestServer;
const client = () => createTestClient(server.url, server.anonKey);
const PASSWORD = 'Forgotten1';

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function member(email: string): Promise<string> {
  const { data, error } = await client().auth.signUp({ email, password: PASSWORD });
  if (error) throw error;
  return data.user!.id;
}

/** The link of the newest e-mail to `to` whose subject matches. */
async function linkIn(to: string, subject: RegExp): Promise<URL> {
  const mail = await server.app.mail.mailbox!.waitFor(to, (m) => subject.test(m.subject));
  const href = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!href) throw new Error(`no link in "${mail.subject}"`);
  return new URL(href);
}

describe('resetPasswordForEmail → verifyOtp → updateUser (supabase-js)', () => {
  it('mails a one-hour link to the page the client named, which signs in once and sets a new password', async () => {
    await member('mira@example.com');
    const { data, error } = await client().auth.resetPasswordForEmail('Mira@example.com', { redirectTo: `${server.url}/reset-password` });
    expect(error).toBeNull();
    expect(data).toEqual({});

    const link = await linkIn('mira@example.com', /Reset your Ascend password/);
    expect(`${link.origin}${link.pathname}`).toBe(`${server.url}/reset-password`);
    expect(link.searchParams.get('type')).toBe('recovery');
    const tokenHash = link.searchParams.get('token_hash')!;
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const browser = client();
    const verified = await browser.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe('mira@example.com');
    // The reset session may set a password without the old one.
    const updated = await browser.auth.updateUser({ password: 'Remembered2' });
    expect(updated.error).toBeNull();

    expect((await client().auth.signInWithPassword({ email: 'mira@example.com', password: PASSWORD })).error?.code).toBe('invalid_credentials');
    expect((await client().auth.signInWithPassword({ email: 'mira@example.com', password: 'Remembered2' })).error).toBeNull();

    const again = await client().auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
  });

  it('answers an unknown address exactly as a known one, and sends nothing', async () => {
    const { data, error } = await client().auth.resetPasswordForEmail('nobody-here@example.com');
    expect(error).toBeNull();
    expect(data).toEqual({});
    await expect(server.app.mail.mailbox!.waitFor('nobody-here@example.com', () => true, 300)).rejects.toThrow(/no e-mail/);
  });

  it("links to the SPA's own page when the client names a site the redirect policy refuses", async () => {
    await member('ines@example.com');
    await client().auth.resetPasswordForEmail('ines@example.com', { redirectTo: 'https://evil.example/steal' });
    const link = await linkIn('ines@example.com', /Reset your Ascend password/);
    expect(`${link.origin}${link.pathname}`).toBe(`${server.url}/reset-password`);
  });

  it('sends one e-mail a minute per member, however often she asks', async () => {
    await member('tess@example.com');
    await client().auth.resetPasswordForEmail('tess@example.com');
    await linkIn('tess@example.com', /Reset/);
    expect((await client().auth.resetPasswordForEmail('tess@example.com')).error).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.app.mail.mailbox!.list('tess@example.com')).toHaveLength(1);
  });

  it('refuses an expired link', async () => {
    const id = await member('olga@example.com');
    await client().auth.resetPasswordForEmail('olga@example.com');
    const tokenHash = (await linkIn('olga@example.com', /Reset/)).searchParams.get('token_hash')!;
    await server.ctx.db.query(`update auth.users set recovery_sent_at = now() - interval '61 minutes' where id = $1`, [id]);
    const { error } = await client().auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(error?.code).toBe('otp_expired');
  });

  it('takes the code with the address; the code and its link are one token, spent once', async () => {
    const id = await member('kai@example.com');
    const token = newOneTimeToken('kai@example.com');
    await storeToken(server.ctx.db, id, 'recovery', token);
    const ok = await client().auth.verifyOtp({ email: 'Kai@example.com', token: ` ${token.otp} `, type: 'recovery' });
    expect(ok.data.session?.user.id).toBe(id);
    const link = await client().auth.verifyOtp({ token_hash: token.linkToken, type: 'recovery' });
    expect(link.error?.code).toBe('otp_expired');
  });

  it('limits reset requests per client address (429, GoTrue code)', async () => {
    const strict = await startTestServer({ auth: { rateLimit: { ...DEFAULT_RATE_LIMITS, emailSends: { max: 2, windowMs: 60_000 } } } });
    try {
      const ask = () => createTestClient(strict.url, strict.anonKey).auth.resetPasswordForEmail('whoever@example.com');
      expect((await ask()).error).toBeNull();
      expect((await ask()).error).toBeNull();
      expect((await ask()).error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    } finally {
      await strict.close();
    }
  });

  it('refuses a verification type it never issues, and a request without a token', async () => {
    const wrongType = await client().auth.verifyOtp({ token_hash: 'abc', type: 'phone_change' });
    expect(wrongType.error).toMatchObject({ status: 400, message: 'Unsupported verification type' });
    const noToken = await client().auth.verifyOtp({ email: 'kai@example.com', token: '', type: 'recovery' });
    expect(noToken.error?.status).toBe(400);
  });
});


import { createTestClient } from '../../testing/test-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

// supabase-js's signInWithOtp({ email }) and verifyOtp against the embedded server, through its local
// mailbox: a magic link or a code for an account, a confirmation for a new address (docs/local-backend.md).
let server: TestServer;
const client = () => createTestClient(server.url, server.anonKey);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function mailTo(to: string, subject: RegExp) {
  const mail = await server.app.mail.mailbox!.waitFor(to, (m) => subject.test(m.subject));
  const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
  return { link, code: /code: (\d{6})/.exec(mail.text)?.[1], text: mail.text };
}

describe('signInWithOtp for a member', () => {
  it('mails a magic link that signs her in once, to the SPA’s confirmation page', async () => {
    await client().auth.signUp({ email: 'lena@example.com', password: 'Magic2024x' });
    const { data, error } = await client().auth.signInWithOtp({ email: 'Lena@example.com', options: { shouldCreateUser: false } });
    expect(error).toBeNull();
    expect(data).toMatchObject({ user: null, session: null });

    const { link } = await mailTo('lena@example.com', /Your Ascend sign-in link/);
    expect(`${link.origin}${link.pathname}`).toBe(`${server.url}/auth/confirm`);
    expect(link.searchParams.get('type')).toBe('magiclink');
    const tokenHash = link.searchParams.get('token_hash')!;
    const browser = client();
    const verified = await browser.auth.verifyOtp({ token_hash: tokenHash, type: 'magiclink' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe('lena@example.com');
    expect((await client().auth.verifyOtp({ token_hash: tokenHash, type: 'magiclink' })).error).toMatchObject({ code: 'otp_expired' });
  });

  it('carries a code she can type instead, with verifyOtp type email', async () => {
    await client().auth.signUp({ email: 'omar@example.com', password: 'Magic2024x' });
    await client().auth.signInWithOtp({ email: 'omar@example.com' });
    const { code } = await mailTo('omar@example.com', /Your Ascend sign-in link/);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await client().auth.verifyOtp({ email: 'omar@example.com', token: code === '000000' ? '111111' : '000000', type: 'email' });
    expect(wrong.error).toMatchObject({ code: 'otp_expired' });
    const typed = await client().auth.verifyOtp({ email: 'omar@example.com', token: code!, type: 'email' });
    expect(typed.error).toBeNull();
    expect(typed.data.user?.email).toBe('omar@example.com');
  });
});

describe('signInWithOtp for a new address', () => {
  it('makes an account without a password, confirmed by the link of its first mail', async () => {
    const { error } = await client().auth.signInWithOtp({ email: 'pia@example.com', options: { data: { first_name: 'Pia' } } });
    expect(error).toBeNull();
    const { link } = await mailTo('pia@example.com', /Confirm your Ascend account/);
    const verified = await client().auth.verifyOtp({ token_hash: link.searchParams.get('token_hash')!, type: 'signup' });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({ email: 'pia@example.com', user_metadata: expect.objectContaining({ first_name: 'Pia' }) });
    const { rows } = await server.ctx.db.query('select first_name from public.profiles where id = $1', [verified.data.user!.id]);
    expect(rows).toEqual([{ first_name: 'Pia' }]);
  });

  it('refuses when told not to create one, and a phone number, making nobody', async () => {
    const refused = await client().auth.signInWithOtp({ email: 'quinn@example.com', options: { shouldCreateUser: false } });
    expect(refused.error).toMatchObject({ status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' });
    const phone = await client().auth.signInWithOtp({ phone: '+15555550123' });
    expect(phone.error?.status).toBeGreaterThanOrEqual(400);
    const { rows } = await server.ctx.db.query(`select 1 from auth.users where email = 'quinn@example.com'`);
    expect(rows).toEqual([]);
  });
});

import { createTestClient } from '../../testing/test-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

// A production-like server: addresses are proved by a link before anyone signs in.
let server: TestServer;
const client = () => createTestClient(server.url, server.anonKey);
const PASSWORD = 'Confirm123';

beforeAll(async () => {
  server = await startTestServer({ auth: { autoconfirm: false } });
});
afterAll(() => server.close());

async function linkIn(to: string, subject: RegExp): Promise<URL> {
  const mail = await server.app.mail.mailbox!.waitFor(to, (m) => subject.test(m.subject));
  return new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
}

describe('sign-up with e-mail confirmation (supabase-js)', () => {
  it('answers the new user without a session, and signing in waits for the link', async () => {
    const { data, error } = await client().auth.signUp({ email: 'nadia@example.com', password: PASSWORD, options: { data: { first_name: 'Nadia' } } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email: 'nadia@example.com', user_metadata: { first_name: 'Nadia', email_verified: false } });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.confirmation_sent_at).toEqual(expect.any(String));

    const refused = await client().auth.signInWithPassword({ email: 'nadia@example.com', password: PASSWORD });
    expect(refused.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });

    const link = await linkIn('nadia@example.com', /Confirm your Ascend account/);
    expect(link.pathname).toBe('/auth/confirm');
    expect(link.searchParams.get('type')).toBe('signup');
    const confirmed = await client().auth.verifyOtp({ token_hash: link.searchParams.get('token_hash')!, type: 'email' });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(confirmed.data.user?.user_metadata.email_verified).toBe(true);

    expect((await client().auth.signInWithPassword({ email: 'nadia@example.com', password: PASSWORD })).error).toBeNull();
  });

  it('says the same to a second sign-up with a registered address, and tells its owner by e-mail', async () => {
    const { data, error } = await client().auth.signUp({ email: 'nadia@example.com', password: 'Another123' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    // GoTrue's obfuscated user: a new-looking id and no identities.
    expect(data.user?.identities).toEqual([]);
    await linkIn('nadia@example.com', /You already have an Ascend account/);
    // The password stays the owner's.
    expect((await client().auth.signInWithPassword({ email: 'nadia@example.com', password: PASSWORD })).error).toBeNull();
  });

  it('resends the link to an unconfirmed address; only the newest link works', async () => {
    await client().auth.signUp({ email: 'omar@example.com', password: PASSWORD });
    const first = (await linkIn('omar@example.com', /Confirm/)).searchParams.get('token_hash')!;
    await server.ctx.db.query(`update auth.users set confirmation_sent_at = now() - interval '2 minutes' where email = 'omar@example.com'`);
    expect((await client().auth.resend({ type: 'signup', email: 'omar@example.com' })).error).toBeNull();
    const mail = await server.app.mail.mailbox!.waitFor('omar@example.com', (m) => !m.text.includes(first));
    const second = new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token_hash')!;
    expect((await client().auth.verifyOtp({ token_hash: first, type: 'email' })).error?.code).toBe('otp_expired');
    expect((await client().auth.verifyOtp({ token_hash: second, type: 'email' })).error).toBeNull();
  });

  it('applies a new e-mail only when the link sent to it is opened', async () => {
    await client().auth.signUp({ email: 'lena@example.com', password: PASSWORD });
    await client().auth.verifyOtp({ token_hash: (await linkIn('lena@example.com', /Confirm/)).searchParams.get('token_hash')!, type: 'email' });
    const lena = client();
    await lena.auth.signInWithPassword({ email: 'lena@example.com', password: PASSWORD });

    const { data, error } = await lena.auth.updateUser({ email: 'lena.new@example.com' });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: 'lena@example.com', new_email: 'lena.new@example.com' });

    const link = await linkIn('lena.new@example.com', /Confirm your new e-mail address/);
    expect(link.searchParams.get('type')).toBe('email_change');
    const changed = await lena.auth.verifyOtp({ token_hash: link.searchParams.get('token_hash')!, type: 'email_change' });
    expect(changed.error).toBeNull();
    expect(changed.data.user?.email).toBe('lena.new@example.com');
    expect((await client().auth.signInWithPassword({ email: 'lena.new@example.com', password: PASSWORD })).error).toBeNull();
  });

  it('says in /settings that e-mail is not confirmed automatically', async () => {
    const res = await fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: server.anonKey } });
    expect(await res.json()).toMatchObject({ mailer_autoconfirm: false });
  });
});

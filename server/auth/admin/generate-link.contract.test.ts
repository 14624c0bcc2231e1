import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { createTestClient } from '../../testing/test-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

// auth.admin.generateLink and inviteUserByEmail through supabase-js, for the service role
// (docs/local-backend.md, Admin): the links an e-mail would carry, and an invitation by mail.
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
const visitor = () => createTestClient(server.url, server.anonKey);

describe('auth.admin.generateLink', () => {
  it('gives a recovery link and its code; either signs her in, once', async () => {
    await visitor().auth.signUp({ email: 'sara@example.com', password: 'Link2024x' });
    const { data, error } = await admin().generateLink({ type: 'recovery', email: 'sara@example.com' });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: 'sara@example.com' });
    expect(data.properties).toMatchObject({ verification_type: 'recovery', email_otp: expect.stringMatching(/^\d{6}$/), hashed_token: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const link = new URL(data.properties!.action_link);
    expect([`${link.origin}${link.pathname}`, link.searchParams.get('token_hash'), link.searchParams.get('type')]).toEqual([
      `${server.url}/reset-password`,
      data.properties!.hashed_token,
      'recovery',
    ]);
    const byCode = await visitor().auth.verifyOtp({ email: 'sara@example.com', token: data.properties!.email_otp, type: 'recovery' });
    expect(byCode.error).toBeNull();
    expect((await visitor().auth.verifyOtp({ token_hash: data.properties!.hashed_token, type: 'recovery' })).error).toMatchObject({ code: 'otp_expired' });
  });

  it('makes the user of a signup link, confirmed by it; a magic link to a new address is a signup', async () => {
    const { data } = await admin().generateLink({ type: 'signup', email: 'tomas@example.com', password: 'Link2024x', options: { data: { first_name: 'Tomas' } } });
    expect(data.user).toMatchObject({ email: 'tomas@example.com', user_metadata: expect.objectContaining({ first_name: 'Tomas' }) });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect((await visitor().auth.verifyOtp({ token_hash: data.properties!.hashed_token, type: 'signup' })).error).toBeNull();
    expect((await visitor().auth.signInWithPassword({ email: 'tomas@example.com', password: 'Link2024x' })).error).toBeNull();

    const magic = await admin().generateLink({ type: 'magiclink', email: 'uma@example.com' });
    expect(magic.data.properties?.verification_type).toBe('signup');
    expect(magic.data.user?.email).toBe('uma@example.com');
  });

  it('refuses an unknown address for recovery, a confirmed one for signup, and a member’s token', async () => {
    const unknown = await admin().generateLink({ type: 'recovery', email: 'nobody@example.com' });
    expect([unknown.error?.status, unknown.error?.code]).toEqual([404, 'user_not_found']);
    await visitor().auth.signUp({ email: 'vera@example.com', password: 'Link2024x' });
    const taken = await admin().generateLink({ type: 'signup', email: 'vera@example.com', password: 'Link2024x' });
    expect([taken.error?.status, taken.error?.code]).toEqual([422, 'email_exists']);
    const { data } = await visitor().auth.signInWithPassword({ email: 'vera@example.com', password: 'Link2024x' });
    const member = createClient(server.url, server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${data.session!.access_token}` } },
      realtime: { transport: WebSocket as never },
    });
    const refused = await member.auth.admin.generateLink({ type: 'recovery', email: 'sara@example.com' });
    expect([refused.error?.status, refused.error?.code]).toEqual([403, 'not_admin']);
  });
});

describe('auth.admin.inviteUserByEmail', () => {
  it('makes an invited user without a password and mails a link that signs her in', async () => {
    const { data, error } = await admin().inviteUserByEmail('wren@example.com', { data: { first_name: 'Wren' } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: 'wren@example.com', invited_at: expect.any(String) });
    const mail = await server.app.mail.mailbox!.waitFor('wren@example.com', (m) => m.subject === "You're invited to Ascend");
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    expect(link.searchParams.get('type')).toBe('invite');
    const accepted = await visitor().auth.verifyOtp({ token_hash: link.searchParams.get('token_hash')!, type: 'invite' });
    expect(accepted.error).toBeNull();
    expect(accepted.data.user).toMatchObject({ email: 'wren@example.com', email_confirmed_at: expect.any(String) });
    expect((await admin().inviteUserByEmail('wren@example.com')).error).toMatchObject({ code: 'email_exists' });
  });
});

import type { SupabaseClient } from '@supabase/supabase-js';
import { signIn, signedUpMember, startMfaTestServer, tokenClaims, withVerifiedTotp } from '../../testing/mfa-members';
import type { TestServer } from '../../testing/test-server';

// Recovery codes (ours; docs/local-backend.md, Two-step sign-in): made and counted through RPC at
// aal2, used through POST /auth/v1/recovery_codes/verify from the aal1 session the password gave.
let server: TestServer;
beforeAll(async () => {
  server = await startMfaTestServer();
});
afterAll(() => server.close());

async function useCode(client: SupabaseClient, code: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const { data } = await client.auth.getSession();
  const response = await fetch(`${server.url}/auth/v1/recovery_codes/verify`, {
    method: 'POST',
    headers: { apikey: server.anonKey, Authorization: `Bearer ${data.session!.access_token}`, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
    body: JSON.stringify({ code }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function memberWithCodes() {
  const { client, email } = await signedUpMember(server);
  await withVerifiedTotp(client);
  const { data: codes, error } = await client.rpc('generate_recovery_codes');
  if (error) throw error;
  // The enrolment's notice is out before anything else (and before the server closes).
  await server.app.mail.mailbox!.waitFor(email, (m) => m.subject === 'A new sign-in method was added to your account');
  return { client, email, codes: codes as string[] };
}

it('signs in at aal2 with a recovery code after the password, once per code, and says how many are left', async () => {
  const { email, codes } = await memberWithCodes();
  expect(codes).toHaveLength(10);
  const lost = await signIn(server, email);
  const used = await useCode(lost, codes[3].toUpperCase());
  expect(used.status).toBe(200);
  expect(used.body).toMatchObject({ token_type: 'bearer', recovery_codes_left: 9, user: { email } });
  const { error } = await lost.auth.setSession({ access_token: used.body.access_token as string, refresh_token: used.body.refresh_token as string });
  expect(error).toBeNull();
  expect(await tokenClaims(lost)).toMatchObject({ aal: 'aal2', amr: [expect.objectContaining({ method: 'mfa/recovery_code' }), expect.objectContaining({ method: 'password' })] });
  expect(await lost.auth.mfa.getAuthenticatorAssuranceLevel()).toMatchObject({ data: { currentLevel: 'aal2', nextLevel: 'aal2' } });
  expect(await lost.rpc('count_recovery_codes')).toMatchObject({ data: 9, error: null });

  const again = await useCode(await signIn(server, email), codes[3]);
  expect(again).toEqual({ status: 422, body: { code: 'mfa_verification_failed', message: 'Invalid recovery code entered' } });
});

it('cannot be read or made at aal1, and an empty or wrong code changes nothing', async () => {
  const { email, codes } = await memberWithCodes();
  const thief = await signIn(server, email);
  for (const fn of ['generate_recovery_codes', 'count_recovery_codes'] as const) {
    const { error } = await thief.rpc(fn);
    expect(error).toMatchObject({ code: '42501', hint: 'insufficient_aal' });
  }
  expect(await useCode(thief, '')).toEqual({ status: 400, body: { code: 'validation_failed', message: 'Code needs to be non-empty' } });
  expect((await useCode(thief, 'aaaaa-aaaaa')).status).toBe(422);
  expect((await tokenClaims(thief)).aal).toBe('aal1');
  // Her own codes still work after the thief's tries, and she is told one was used.
  expect((await useCode(await signIn(server, email), codes[0])).status).toBe(200);
  const mail = await server.app.mail.mailbox!.waitFor(email, (m) => m.subject === 'A recovery code was used to sign in to your account');
  expect(mail.text).toContain('9 of your recovery codes are left');
});

it('counts wrong codes with wrong TOTP codes: ten an hour and the account may try none (429)', async () => {
  const { email, codes } = await memberWithCodes();
  const thief = await signIn(server, email);
  for (let i = 0; i < 10; i++) expect((await useCode(thief, `wrong-${i}`)).status).toBe(422);
  expect((await useCode(thief, codes[0])).status).toBe(429);
});

it('is refused to a member without a verified factor', async () => {
  const { client } = await signedUpMember(server);
  expect((await useCode(client, 'k7m2p-9xq4r')).status).toBe(422);
  expect((await client.rpc('generate_recovery_codes')).error).toMatchObject({ code: 'P0001' });
});

// Hosted GoTrue has no recovery-code route: the SPA spends the code through RPC for the session its
// token names, then refreshes (public.redeem_recovery_code; GoTrue's token then passes through
// public.custom_access_token_hook). The same path works here, the refresh reading the raised row.
it('also signs in at aal2 through redeem_recovery_code and a refresh, as on hosted Supabase', async () => {
  const { email, codes } = await memberWithCodes();
  const lost = await signIn(server, email);
  const other = await signIn(server, email);
  expect(await lost.rpc('redeem_recovery_code', { code: 'aaaaa-aaaaa' })).toMatchObject({ data: null, error: null });
  expect(await lost.rpc('redeem_recovery_code', { code: codes[5] })).toMatchObject({ data: 9, error: null });
  const { data, error } = await lost.auth.refreshSession();
  expect(error).toBeNull();
  expect(data.session).not.toBeNull();
  expect(await tokenClaims(lost)).toMatchObject({ aal: 'aal2', amr: expect.arrayContaining([expect.objectContaining({ method: 'mfa/recovery_code' })]) });
  expect(await lost.rpc('count_recovery_codes')).toMatchObject({ data: 9, error: null });
  // Her other aal1 session ended, as after a code from the app.
  expect((await other.auth.refreshSession()).error).not.toBeNull();
});

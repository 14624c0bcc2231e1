import type { AuthChangeEvent } from '@supabase/supabase-js';
import { signIn, signedUpMember, startMfaTestServer, tokenClaims, totpCode, withVerifiedTotp } from '../../testing/mfa-members';
import type { TestServer } from '../../testing/test-server';

// supabase-js's own auth.mfa.* against the embedded server: GoTrue's wire format and answers
// (docs/local-backend.md, Two-step sign-in). Codes come from the secret, as an authenticator app's.
let server: TestServer;
beforeAll(async () => {
  server = await startMfaTestServer();
});
afterAll(() => server.close());

const member = () => signedUpMember(server);

describe('enroll', () => {
  it('answers a TOTP secret, its otpauth URI and its QR code as an SVG data URI; the factor is unverified', async () => {
    const { client, email } = await member();
    const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'My phone', issuer: 'Ascend' });
    expect(error).toBeNull();
    expect(data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'totp',
      friendly_name: 'My phone',
      totp: { qr_code: expect.stringMatching(/^data:image\/svg\+xml;utf-8,<svg [^#]+<\/svg>$/), secret: expect.stringMatching(/^[A-Z2-7]{32}$/), uri: expect.any(String) },
    });
    const [label, query] = data!.totp.uri.split('?');
    expect(decodeURIComponent(label)).toBe(`otpauth://totp/Ascend:${email}`);
    expect(Object.fromEntries(new URLSearchParams(query))).toMatchObject({ secret: data!.totp.secret, issuer: 'Ascend', digits: '6', period: '30', algorithm: 'SHA1' });

    const factors = await client.auth.mfa.listFactors();
    expect(factors.data?.all).toEqual([expect.objectContaining({ id: data!.id, factor_type: 'totp', status: 'unverified', friendly_name: 'My phone' })]);
    expect(factors.data?.totp).toEqual([]);
    expect(await client.auth.mfa.getAuthenticatorAssuranceLevel()).toMatchObject({ data: { currentLevel: 'aal1', nextLevel: 'aal1' } });
  });

  it('refuses a name she already uses, other factor types, and a second factor at aal1', async () => {
    const { client, email } = await member();
    await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    const again = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect([again.error?.status, again.error?.code, again.error?.message]).toEqual([422, 'mfa_factor_name_conflict', 'A factor with the friendly name "Phone" for this user already exists']);
    const phone = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+15555550100' });
    expect([phone.error?.status, phone.error?.code]).toEqual([422, 'mfa_phone_enroll_not_enabled']);

    await withVerifiedTotp(client, 'Tablet');
    const thief = await signIn(server, email);
    const second = await thief.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Thief' });
    expect([second.error?.status, second.error?.code]).toEqual([403, 'insufficient_aal']);
    expect((await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Laptop' })).error).toBeNull();
  });
});

describe('challenge and verify', () => {
  it('raises the session to aal2 with totp in amr, emits MFA_CHALLENGE_VERIFIED, and keeps aal2 on refresh', async () => {
    const { client, email } = await member();
    const otherDevice = await signIn(server, email);
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    const factorId = enrolled.data!.id;
    const challenge = await client.auth.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    const now = Math.floor(Date.now() / 1000);
    expect(challenge.data).toEqual({ id: expect.any(String), type: 'totp', expires_at: expect.any(Number) });
    expect(Math.abs(challenge.data!.expires_at - (now + 300))).toBeLessThanOrEqual(2);

    const verified = await client.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code: totpCode(enrolled.data!.totp.secret) });
    expect(verified.error).toBeNull();
    expect(verified.data).toMatchObject({ token_type: 'bearer', refresh_token: expect.any(String), user: { email, factors: [expect.objectContaining({ id: factorId, status: 'verified' })] } });
    expect(events).toContain('MFA_CHALLENGE_VERIFIED');
    const claims = await tokenClaims(client);
    expect(claims.aal).toBe('aal2');
    expect(claims.amr.map((entry) => entry.method)).toEqual(['totp', 'password']);
    expect(await client.auth.mfa.getAuthenticatorAssuranceLevel()).toMatchObject({
      data: { currentLevel: 'aal2', nextLevel: 'aal2', currentAuthenticationMethods: [expect.objectContaining({ method: 'totp' }), expect.objectContaining({ method: 'password' })] },
    });
    expect((await client.auth.mfa.listFactors()).data?.totp).toEqual([expect.objectContaining({ id: factorId, status: 'verified' })]);

    expect((await client.auth.refreshSession()).error).toBeNull();
    expect((await tokenClaims(client)).aal).toBe('aal2');
    // GoTrue ends the member's aal1 sessions once she passes a second step.
    expect((await otherDevice.auth.getUser()).error).toMatchObject({ name: 'AuthSessionMissingError' });
    const mail = await server.app.mail.mailbox!.waitFor(email, (m) => m.subject === 'A new sign-in method was added to your account');
    expect(mail.text).toContain(`${server.url}/settings#security`);
  });

  it('asks a new session of a member with a verified factor for the second step (aal1 → aal2)', async () => {
    const { client, email } = await member();
    const { factorId, secret } = await withVerifiedTotp(client);
    const later = await signIn(server, email);
    expect(await later.auth.mfa.getAuthenticatorAssuranceLevel()).toMatchObject({ data: { currentLevel: 'aal1', nextLevel: 'aal2' } });
    // The current step's code was spent by the enrolment: the authenticator shows the next one.
    expect((await later.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret, 1) })).error).toBeNull();
    expect((await tokenClaims(later)).aal).toBe('aal2');
  });

  it('refuses wrong, malformed, empty and reused codes with GoTrue’s errors, and changes nothing', async () => {
    const { client } = await member();
    // The code the enrolment spent, not one made now: a 30 s step may have begun since, whose code is fresh.
    const { factorId, code: right } = await withVerifiedTotp(client);
    const challengeId = (await client.auth.mfa.challenge({ factorId })).data!.id;
    const verify = (code: string) => client.auth.mfa.verify({ factorId, challengeId, code });
    const wrong = right === '000000' ? '111111' : '000000';
    for (const code of [wrong, 'abcdef', '12345', `${right}0`]) {
      const { error } = await verify(code);
      expect([error?.status, error?.code, error?.message]).toEqual([422, 'mfa_verification_failed', 'Invalid TOTP code entered']);
    }
    const empty = await verify('');
    expect([empty.error?.status, empty.error?.code, empty.error?.message]).toEqual([400, 'validation_failed', 'Code needs to be non-empty']);
    // The code the enrolment used is spent for this factor.
    expect((await verify(right)).error?.code).toBe('mfa_verification_failed');
    expect((await client.auth.mfa.listFactors()).data?.totp).toHaveLength(1);
  });

  it('ends a challenge after five wrong codes; a new challenge works', async () => {
    const { client, email } = await member();
    const { factorId, secret } = await withVerifiedTotp(client);
    const later = await signIn(server, email);
    const challengeId = (await later.auth.mfa.challenge({ factorId })).data!.id;
    const next = totpCode(secret, 1);
    const wrong = next === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await later.auth.mfa.verify({ factorId, challengeId, code: wrong })).error?.code).toBe('mfa_verification_failed');
    const dead = await later.auth.mfa.verify({ factorId, challengeId, code: next });
    expect([dead.error?.status, dead.error?.code]).toEqual([422, 'mfa_challenge_expired']);
    expect((await tokenClaims(later)).aal).toBe('aal1');
    expect((await later.auth.mfa.challengeAndVerify({ factorId, code: next })).error).toBeNull();
  });

  it('stops an account after ten wrong codes an hour, whatever the challenge (429)', async () => {
    const { client, email } = await member();
    const { factorId, secret } = await withVerifiedTotp(client);
    const thief = await signIn(server, email);
    const wrong = totpCode(secret, 1) === '000000' ? '111111' : '000000';
    for (let i = 0; i < 10; i++) expect((await thief.auth.mfa.challengeAndVerify({ factorId, code: wrong })).error?.code).toBe('mfa_verification_failed');
    const refused = await thief.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret, 1) });
    expect([refused.error?.status, refused.error?.code]).toEqual([429, 'over_request_rate_limit']);
  });

  it('refuses an expired challenge, an unknown one and another member’s factor', async () => {
    const { client } = await member();
    const { factorId, secret } = await withVerifiedTotp(client);
    const challengeId = (await client.auth.mfa.challenge({ factorId })).data!.id;
    await server.ctx.db.query(`update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1`, [challengeId]);
    const expired = await client.auth.mfa.verify({ factorId, challengeId, code: totpCode(secret, 1) });
    expect([expired.error?.status, expired.error?.code, expired.error?.message]).toEqual([
      422,
      'mfa_challenge_expired',
      `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
    ]);
    const unknown = await client.auth.mfa.verify({ factorId, challengeId: crypto.randomUUID(), code: '123456' });
    expect([unknown.error?.status, unknown.error?.code]).toEqual([422, 'mfa_factor_not_found']);
    const malformed = await client.auth.mfa.verify({ factorId, challengeId: 'nope', code: '123456' });
    expect([malformed.error?.status, malformed.error?.code]).toEqual([400, 'bad_json']);

    const stranger = (await member()).client;
    for (const call of [stranger.auth.mfa.challenge({ factorId }), stranger.auth.mfa.unenroll({ factorId })]) {
      const { error } = await call;
      expect([error?.status, error?.code]).toEqual([404, 'mfa_factor_not_found']);
    }
    const notUuid = await stranger.auth.mfa.challenge({ factorId: 'not-a-uuid' });
    expect([notUuid.error?.status, notUuid.error?.code, notUuid.error?.message]).toEqual([404, 'validation_failed', 'factor_id must be an UUID']);
  });

  it('forgets a factor’s challenges a day old when it is asked for a new one', async () => {
    const { client } = await member();
    const { factorId } = await withVerifiedTotp(client);
    const old = (await client.auth.mfa.challenge({ factorId })).data!.id;
    const recent = (await client.auth.mfa.challenge({ factorId })).data!.id;
    await server.ctx.db.query(`update auth.mfa_challenges set created_at = now() - interval '25 hours' where id = $1`, [old]);
    await server.ctx.db.query(`update auth.mfa_challenges set created_at = now() - interval '23 hours' where id = $1`, [recent]);
    const latest = (await client.auth.mfa.challenge({ factorId })).data!.id;
    const { rows } = await server.ctx.db.query<{ id: string }>('select id from auth.mfa_challenges where factor_id = $1', [factorId]);
    const kept = rows.map((r) => r.id);
    expect(kept).not.toContain(old);
    expect(kept).toEqual(expect.arrayContaining([recent, latest]));
  });
});

describe('unenroll', () => {
  it('needs aal2 for a verified factor; the session falls back to aal1 and the member is told', async () => {
    const { client, email } = await member();
    const { factorId } = await withVerifiedTotp(client);
    const thief = await signIn(server, email);
    const refused = await thief.auth.mfa.unenroll({ factorId });
    expect([refused.error?.status, refused.error?.code, refused.error?.message]).toEqual([422, 'insufficient_aal', 'AAL2 required to unenroll verified factor']);

    expect(await client.auth.mfa.unenroll({ factorId })).toEqual({ data: { id: factorId }, error: null });
    expect((await client.auth.mfa.listFactors()).data?.all).toEqual([]);
    expect((await client.auth.refreshSession()).error).toBeNull();
    expect(await tokenClaims(client)).toMatchObject({ aal: 'aal1', amr: [expect.objectContaining({ method: 'password' })] });
    const mail = await server.app.mail.mailbox!.waitFor(email, (m) => m.subject === 'A sign-in method was removed from your account');
    expect(mail.text).toContain(`${server.url}/settings#security`);
  });

  it('lets an aal1 session remove a factor it never verified', async () => {
    const { client } = await member();
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
    expect((await client.auth.mfa.unenroll({ factorId: data!.id })).error).toBeNull();
  });
});

describe('credentials need aal2 once a factor is verified (PUT /user)', () => {
  it('refuses a new password or e-mail at aal1 with 401 insufficient_aal, and accepts them at aal2', async () => {
    const { client, email } = await member();
    await withVerifiedTotp(client);
    const thief = await signIn(server, email);
    for (const change of [{ password: 'Stolen-account1' }, { email: 'thief@example.com' }]) {
      const { error } = await thief.auth.updateUser(change);
      expect([error?.status, error?.code, error?.message]).toEqual([401, 'insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.']);
    }
    expect((await thief.auth.updateUser({ data: { note: 'metadata is not a credential' } })).error).toBeNull();
    expect((await client.auth.updateUser({ password: 'Authenticator2' })).error).toBeNull();
    // The enrolment's notice is out before the server closes.
    await server.app.mail.mailbox!.waitFor(email, (m) => m.subject === 'A new sign-in method was added to your account');
  });
});

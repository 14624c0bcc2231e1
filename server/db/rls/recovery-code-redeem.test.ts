import { randomUUID } from 'node:crypto';
import { createTestDatabase } from '../../testing/test-database';
import { as, createUsers, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// The sign-in step with a recovery code where the auth server has none (hosted GoTrue; docs/deployment.md,
// Two-step sign-in): public.redeem_recovery_code raises the session the caller's token names, and
// public.custom_access_token_hook makes GoTrue's next token for it say aal2, as it does for a session
// opened with a passkey (private.session_aal, the rule the embedded server reads too).
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

async function memberWithCodes(): Promise<{ who: TestUser; codes: string[] }> {
  const [who] = await createUsers(db, 1);
  await db.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values (gen_random_uuid(), $1, '', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP')`,
    [who.id],
  );
  const { rows } = await as(db, { ...who.claims, aal: 'aal2' })<{ codes: string[] }>('select public.generate_recovery_codes() as codes');
  return { who, codes: rows[0].codes };
}

async function session(who: TestUser, aal: 'aal1' | 'aal2' = 'aal1'): Promise<string> {
  const id = randomUUID();
  await db.query(`insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, now(), now(), $3)`, [id, who.id, aal]);
  return id;
}

/** A session opened with a passkey, as GoTrue (and the embedded server) store it: aal1 in its row, amr `passkey`. */
async function passkeySession(who: TestUser): Promise<string> {
  const id = await session(who);
  await db.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method) values (gen_random_uuid(), $1, now(), now(), 'passkey')`,
    [id],
  );
  return id;
}

const redeem = (who: TestUser, sessionId: string | undefined, code: string) =>
  as(db, { ...who.claims, aal: 'aal1', ...(sessionId && { session_id: sessionId }) })<{ left: number | null }>('select public.redeem_recovery_code($1) as left', [code]);
const codesLeft = async (who: TestUser, sessionId: string, code: string) => (await redeem(who, sessionId, code)).rows[0].left;

async function refusal(query: Promise<unknown>): Promise<{ code?: string; hint?: string; message?: string }> {
  const error = (await query.then(() => undefined, (caught: unknown) => caught)) as { code?: string; hint?: string; message?: string } | undefined;
  if (!error) throw new Error('expected a refusal');
  return { code: error.code, hint: error.hint, message: error.message };
}

describe('redeem_recovery_code', () => {
  it('spends a code for her session: aal2, the amr entry, her other aal1 sessions ended, aal2 and passkey ones kept', async () => {
    const { who, codes } = await memberWithCodes();
    const mine = await session(who);
    const otherAal1 = await session(who);
    const otherAal2 = await session(who, 'aal2');
    const passkey = await passkeySession(who);

    expect(await codesLeft(who, mine, codes[3])).toBe(9);

    const { rows } = await db.query<{ id: string; aal: string }>('select id, aal from auth.sessions where user_id = $1', [who.id]);
    expect(Object.fromEntries(rows.map((row) => [row.id, row.aal]))).toEqual({ [mine]: 'aal2', [otherAal2]: 'aal2', [passkey]: 'aal1' });
    expect(rows.some((row) => row.id === otherAal1)).toBe(false);
    const amr = await db.query('select 1 from auth.mfa_amr_claims where session_id = $1 and authentication_method = $2', [mine, 'mfa/recovery_code']);
    expect(amr.rows).toHaveLength(1);
  });

  it('answers null to a wrong, spent or overlong code, and to a member without a verified factor, changing nothing', async () => {
    const { who, codes } = await memberWithCodes();
    const mine = await session(who);
    expect(await codesLeft(who, mine, 'aaaaa-aaaaa')).toBeNull();
    await redeem(who, mine, codes[0]);
    const again = await session(who);
    expect(await codesLeft(who, again, codes[0])).toBeNull();
    expect((await refusal(redeem(who, again, 'x'.repeat(100_000)))).code).toBe('22023');
    expect((await db.query<{ aal: string }>('select aal from auth.sessions where id = $1', [again])).rows[0].aal).toBe('aal1');

    const [plain] = await createUsers(db, 1);
    await db.query('insert into private.mfa_recovery_codes (user_id, code_hash) select $1, code_hash from private.mfa_recovery_codes where user_id = $2', [plain.id, who.id]);
    expect(await codesLeft(plain, await session(plain), codes[1])).toBeNull();
  });

  it('raises only a session of the caller, and needs one named in her token', async () => {
    const { who, codes } = await memberWithCodes();
    const [thief] = await createUsers(db, 1);
    const hers = await session(who);
    expect(await codesLeft(thief, hers, codes[0])).toBeNull();
    expect((await refusal(redeem(who, undefined, codes[0]))).code).toBe('42501');
    expect((await refusal(as(db, { role: 'anon' })('select public.redeem_recovery_code($1)', [codes[0]]))).code).toBe('42501');
    expect((await db.query<{ aal: string }>('select aal from auth.sessions where id = $1', [hers])).rows[0].aal).toBe('aal1');
  });

  it('allows ten tries an hour per member, then answers 429', async () => {
    const { who } = await memberWithCodes();
    const mine = await session(who);
    for (let i = 0; i < 10; i += 1) expect(await codesLeft(who, mine, `wrong-${i}`)).toBeNull();
    expect((await refusal(redeem(who, mine, 'wrong-10'))).code).toBe('PT429');
  });
});

describe('custom_access_token_hook', () => {
  const event = (who: TestUser, sessionId: string, aal = 'aal1') => ({
    user_id: who.id,
    authentication_method: 'token_refresh',
    claims: { aud: 'authenticated', sub: who.id, role: 'authenticated', aal, session_id: sessionId, amr: [{ method: 'password', timestamp: 1 }], is_anonymous: false },
  });
  const hook = (input: object) =>
    db.query<{ out: { claims: Record<string, unknown> } }>('select public.custom_access_token_hook($1::jsonb) as out', [JSON.stringify(input)]);

  it('makes the token of a session raised in its row say aal2, and changes nothing else', async () => {
    const [who] = await createUsers(db, 1);
    const raised = await session(who, 'aal2');
    const input = event(who, raised);
    expect((await hook(input)).rows[0].out).toEqual({ claims: { ...input.claims, aal: 'aal2' } });
  });

  it('makes the token of a session opened with a passkey (amr passkey) say aal2, as the embedded server’s own', async () => {
    const [who, other] = await createUsers(db, 2);
    const opened = await passkeySession(who);
    const input = { ...event(who, opened), authentication_method: 'passkey' };
    input.claims.amr = [{ method: 'passkey', timestamp: 1 }];
    expect((await hook(input)).rows[0].out).toEqual({ claims: { ...input.claims, aal: 'aal2' } });
    const { rows } = await db.query<{ aal: string }>('select private.session_aal($1) as aal', [opened]);
    expect(rows[0].aal).toBe('aal2');
    const borrowed = event(other, opened);
    expect((await hook(borrowed)).rows[0].out).toEqual({ claims: borrowed.claims });
  });

  it('leaves an aal1 session, another member’s session and odd input as they are', async () => {
    const [who, other] = await createUsers(db, 2);
    const plain = event(who, await session(who));
    expect((await hook(plain)).rows[0].out).toEqual({ claims: plain.claims });
    const borrowed = event(other, await session(who, 'aal2'));
    expect((await hook(borrowed)).rows[0].out).toEqual({ claims: borrowed.claims });
    const odd = event(who, 'not-a-uuid');
    expect((await hook(odd)).rows[0].out).toEqual({ claims: odd.claims });
  });

  it('is GoTrue’s to call: members and visitors may not', async () => {
    const [who] = await createUsers(db, 1);
    const input = JSON.stringify(event(who, randomUUID()));
    for (const caller of [who.claims, { role: 'anon' as const }]) {
      expect((await refusal(as(db, caller)('select public.custom_access_token_hook($1::jsonb)', [input]))).code).toBe('42501');
    }
    const { rows } = await db.query<{ allowed: boolean }>(
      `select has_function_privilege('supabase_auth_admin', 'public.custom_access_token_hook(jsonb)', 'execute') as allowed`,
    );
    expect(rows[0].allowed).toBe(true);
  });
});

import { createTestDatabase } from '../../testing/test-database';
import { as, createUsers, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// aal2 where it matters (docs/security.md, Two-step sign-in): once a member has a verified factor,
// an aal1 token cannot export her data, delete her account or see or mint recovery codes; aal2 can, and so can a member
// without a factor. Recovery codes are stored hashed and work once.
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const at = (who: TestUser, aal: 'aal1' | 'aal2') => as(db, { ...who.claims, aal });

async function addFactor(who: TestUser, status: 'verified' | 'unverified' = 'verified'): Promise<void> {
  await db.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values (gen_random_uuid(), $1, '', 'totp', $2, now(), now(), 'JBSWY3DPEHPK3PXP')`,
    [who.id, status],
  );
}

async function refusal(query: Promise<unknown>): Promise<{ code?: string; hint?: string }> {
  const error = (await query.then(() => undefined, (caught: unknown) => caught)) as { code?: string; hint?: string } | undefined;
  if (!error) throw new Error('expected a refusal');
  return { code: error.code, hint: error.hint };
}

const INSUFFICIENT_AAL = { code: '42501', hint: 'insufficient_aal' };

describe('export_my_data', () => {
  it('answers at aal1 a member without a verified factor (an unverified one does not count)', async () => {
    const [ava] = await createUsers(db, 1);
    await addFactor(ava, 'unverified');
    const { rows } = await at(ava, 'aal1')<{ data: { account: { id: string } } }>('select public.export_my_data() as data');
    expect(rows[0].data.account.id).toBe(ava.id);
  });

  it('refuses aal1 once she has a verified factor, and answers aal2', async () => {
    const [ava] = await createUsers(db, 1);
    await addFactor(ava);
    expect(await refusal(at(ava, 'aal1')('select public.export_my_data()'))).toEqual(INSUFFICIENT_AAL);
    expect(await refusal(as(db, ava)('select public.export_my_data()'))).toEqual(INSUFFICIENT_AAL);
    const { rows } = await at(ava, 'aal2')<{ data: { account: { id: string } } }>('select public.export_my_data() as data');
    expect(rows[0].data.account.id).toBe(ava.id);
  });
});

describe('require_second_step (asked before the account is deleted)', () => {
  it('passes a member without a verified factor, and aal2; refuses aal1 once she has one', async () => {
    const [ava] = await createUsers(db, 1);
    await at(ava, 'aal1')('select public.require_second_step()');
    await addFactor(ava);
    expect(await refusal(at(ava, 'aal1')('select public.require_second_step()'))).toEqual(INSUFFICIENT_AAL);
    await at(ava, 'aal2')('select public.require_second_step()');
    expect((await refusal(as(db, { role: 'anon' })('select public.require_second_step()'))).code).toBe('42501');
  });
});

describe('recovery codes', () => {
  it('are ten new one-time codes at aal2, stored only as hashes, replacing the last set', async () => {
    const [ava] = await createUsers(db, 1);
    await addFactor(ava);
    const first = (await at(ava, 'aal2')<{ codes: string[] }>('select public.generate_recovery_codes() as codes')).rows[0].codes;
    expect(first).toHaveLength(10);
    for (const code of first) expect(code).toMatch(/^[2-9a-km-np-z]{5}-[2-9a-km-np-z]{5}$/);
    expect(new Set(first).size).toBe(10);
    const stored = await db.query<{ code_hash: string }>('select code_hash from private.mfa_recovery_codes where user_id = $1', [ava.id]);
    expect(stored.rows).toHaveLength(10);
    const text = JSON.stringify(stored.rows);
    for (const code of first) expect(text).not.toContain(code.replace('-', ''));

    const second = (await at(ava, 'aal2')<{ codes: string[] }>('select public.generate_recovery_codes() as codes')).rows[0].codes;
    expect(second.some((code) => first.includes(code))).toBe(false);
    const use = (code: string) => db.query<{ left: number | null }>('select private.use_recovery_code($1, $2) as left', [ava.id, code]);
    expect((await use(first[0])).rows[0].left).toBeNull();
    // Case, spaces and the dash do not matter; each works once.
    expect((await use(` ${second[0].toUpperCase().replace('-', ' ')} `)).rows[0].left).toBe(9);
    expect((await use(second[0])).rows[0].left).toBeNull();
    expect((await at(ava, 'aal2')<{ left: number }>('select public.count_recovery_codes() as left')).rows[0].left).toBe(9);
  });

  it('are neither made nor counted at aal1, nor for anyone else', async () => {
    const [ava, marcus] = await createUsers(db, 2);
    await addFactor(ava);
    await at(ava, 'aal2')('select public.generate_recovery_codes()');
    expect(await refusal(at(ava, 'aal1')('select public.generate_recovery_codes()'))).toEqual(INSUFFICIENT_AAL);
    expect(await refusal(at(ava, 'aal1')('select public.count_recovery_codes()'))).toEqual(INSUFFICIENT_AAL);
    // Marcus has no factor: no codes of his own, and nothing of Ava's.
    expect((await at(marcus, 'aal1')<{ left: number }>('select public.count_recovery_codes() as left')).rows[0].left).toBe(0);
    expect((await refusal(at(marcus, 'aal1')('select public.generate_recovery_codes()'))).code).toBe('P0001');
    expect((await refusal(at(marcus, 'aal2')('select count(*) from private.mfa_recovery_codes'))).code).toBe('42501');
    expect((await refusal(at(marcus, 'aal2')(`select private.use_recovery_code($1, 'x')`, [ava.id]))).code).toBe('42501');
  });

  it('cannot be used by a visitor', async () => {
    expect((await refusal(as(db, { role: 'anon' })('select public.count_recovery_codes()'))).code).toBe('42501');
  });
});

it('shows factors and challenges to no API role', async () => {
  const [ava] = await createUsers(db, 1);
  await addFactor(ava);
  for (const table of ['auth.mfa_factors', 'auth.mfa_challenges', 'auth.mfa_amr_claims']) {
    expect((await refusal(at(ava, 'aal2')(`select count(*) from ${table}`))).code).toBe('42501');
    expect((await refusal(as(db, { role: 'anon' })(`select count(*) from ${table}`))).code).toBe('42501');
  }
});

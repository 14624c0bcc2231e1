import { createTestDatabase } from '../testing/test-database';
import type { Database } from './types';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const user = { role: 'authenticated' as const, sub: USER_ID, email: 'ava@example.com' };

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

describe('asRole', () => {
  it('runs as the claimed role with the claims where auth.* reads them', async () => {
    const { rows } = await db.asRole(user, (tx) =>
      tx.query(`select current_user, auth.uid() as uid, auth.role() as role, auth.email() as email,
                       auth.jwt() ->> 'sub' as sub`),
    );
    expect(rows).toEqual([
      { current_user: 'authenticated', uid: USER_ID, role: 'authenticated', email: 'ava@example.com', sub: USER_ID },
    ]);
  });

  it('gives anon no user id', async () => {
    const { rows } = await db.asRole({ role: 'anon' }, (tx) => tx.query('select current_user, auth.uid() as uid'));
    expect(rows).toEqual([{ current_user: 'anon', uid: null }]);
  });

  it('leaves the owner role and claims behind when the transaction ends', async () => {
    await db.asRole(user, (tx) => tx.query('select 1'));
    const { rows } = await db.query(`select current_user, auth.uid() as uid`);
    expect(rows).toEqual([{ current_user: 'postgres', uid: null }]);
  });

  it("applies the role's statement_timeout, as PostgREST does, and only for the request", async () => {
    const timeout = (claims: Parameters<Database['asRole']>[0]) =>
      db.asRole(claims, (tx) => tx.query<{ t: string }>(`select current_setting('statement_timeout') as t`)).then((r) => r.rows[0].t);
    const ownerDefault = (await db.query<{ t: string }>(`select current_setting('statement_timeout') as t`)).rows[0].t;
    expect(await timeout({ role: 'anon' })).toBe('3s');
    expect(await timeout(user)).toBe('8s');
    expect(await timeout({ role: 'service_role' })).toBe(ownerDefault);
    expect((await db.query<{ t: string }>(`select current_setting('statement_timeout') as t`)).rows[0].t).toBe(ownerDefault);
  });

  it('refuses a role that is not one of the API roles', async () => {
    await expect(db.asRole({ role: 'postgres' as never }, (tx) => tx.query('select 1'))).rejects.toThrow(
      'unknown database role',
    );
  });

  it('rolls back and passes on the PostgreSQL error fields', async () => {
    await db.query('create table scratch_notes (note text)');
    const failing = db.asRole({ role: 'service_role' }, async (tx) => {
      await tx.query(`insert into scratch_notes values ('kept?')`);
      await tx.query(`do $$ begin
        raise exception 'not allowed' using errcode = 'P0001', detail = 'the detail', hint = 'the hint';
      end $$`);
    });
    await expect(failing).rejects.toMatchObject({
      code: 'P0001',
      message: 'not allowed',
      detail: 'the detail',
      hint: 'the hint',
    });
    expect((await db.query('select * from scratch_notes')).rows).toEqual([]);
  });

  it('never interleaves two concurrent transactions', async () => {
    const read = (sub: string) =>
      db.asRole({ role: 'authenticated', sub }, async (tx) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return (await tx.query<{ uid: string }>('select auth.uid()::text as uid')).rows[0].uid;
      });
    const subs = [USER_ID, '22222222-2222-4222-8222-222222222222', '33333333-3333-4333-8333-333333333333'];
    expect(await Promise.all(subs.map(read))).toEqual(subs);
  });
});

describe('transaction', () => {
  it('runs as the owner and commits', async () => {
    await db.transaction(async (tx) => {
      expect((await tx.query('select current_user')).rows).toEqual([{ current_user: 'postgres' }]);
      await tx.query('create table scratch_committed (id int)');
    });
    expect((await db.query(`select to_regclass('scratch_committed') is not null as exists`)).rows).toEqual([
      { exists: true },
    ]);
  });
});

describe('query', () => {
  it('reports affected rows and field types, and keeps dates as written', async () => {
    const result = await db.query(`select '2000-02-29'::date as born, 5::int8 as n`);
    expect(result.rows).toEqual([{ born: '2000-02-29', n: 5 }]);
    expect(result.fields.map((f) => f.name)).toEqual(['born', 'n']);
    await db.query('create table scratch_counted (id int)');
    expect((await db.query('insert into scratch_counted values (1), (2)')).affectedRows).toBe(2);
  });
});

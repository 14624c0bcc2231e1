import { createDatabase } from '../db/database';
import { pgliteEngine } from '../db/pglite-engine';
import type { Database } from '../db/types';
import { fileDatabases, type DatabaseLease, type FileDatabases } from './file-databases';
import { databasesForFile } from './pglite-pool';
import { pooledPglite } from './pooled-pglite';
import { createTestDatabase } from './test-database';
import { startTestServer } from './test-server';
import { createUsers } from './test-users';

// The pool exists on PGlite only: on PostgreSQL each file copies a template database (this file is left
// out of the PostgreSQL suite: docs/testing.md, engine-only files).

/** The worker's pool, as the environment hands it to this file. */
function workerPool(): FileDatabases {
  const pool = fileDatabases();
  if (!pool) throw new Error('the server tier’s environment gave this file no databases');
  return pool;
}

const asDatabase = (lease: DatabaseLease): Database => createDatabase(pgliteEngine(pooledPglite(lease)));
const members = async (db: Database) =>
  (await db.query<{ n: number }>('select (select count(*) from auth.users) + (select count(*) from public.profiles) as n'))
    .rows[0].n;

describe('the worker’s shared databases', () => {
  it('give this file a database with no members, whatever the files before it in this worker did', async () => {
    const db = await createTestDatabase();
    expect(await members(db)).toBe(0);
    await db.close();
  });

  it('come back to the snapshot for the next file: no rows, settings, open transaction or listeners', async () => {
    const first = await workerPool().acquire();
    const db = asDatabase(first);
    await createUsers(db, 3);
    await db.query(`insert into auth.sessions (id, user_id) select gen_random_uuid(), id from auth.users`);
    await db.query(`insert into auth.refresh_tokens (token, session_id) select 'leftover', id from auth.sessions limit 1`);
    await db.query(`set statement_timeout = '1s'`);
    const heard: string[] = [];
    await db.listen('left_behind', (payload) => heard.push(payload));
    await db.query('begin');
    await db.query(`insert into private.storage_origins values ('http://left.open')`);
    await db.query('set role anon');
    await first.release();

    const next = await workerPool().acquire();
    expect(next.instance).toBe(first.instance);
    const again = asDatabase(next);
    // Inside the transaction left open, this statement would see its transaction id.
    expect((await again.query('select txid_current_if_assigned() as xid')).rows).toEqual([{ xid: null }]);
    expect(await members(again)).toBe(0);
    const { rows } = await again.query<Record<string, string>>(`select current_user as who,
      current_setting('statement_timeout') as timeout, current_setting('search_path') as path,
      (select count(*) from private.storage_origins)::text as origins,
      nextval('auth.refresh_tokens_id_seq')::text as token_id`);
    expect(rows[0]).toEqual({ who: 'postgres', timeout: '0', path: 'public', origins: '0', token_id: '1' });
    await again.query(`select pg_notify('left_behind', 'for the next file')`);
    await again.close();
    expect(heard).toEqual([]);
  });

  it('close a copy whose schema a file changed, and open a fresh one for the next file', async () => {
    const changed = await workerPool().acquire();
    await changed.query('create table public.left_over (id int)');
    await changed.release();

    const next = await workerPool().acquire();
    expect(next.instance).not.toBe(changed.instance);
    const db = asDatabase(next);
    expect((await db.query(`select to_regclass('public.left_over') as found`)).rows).toEqual([{ found: null }]);
    await db.close();
  });

  it('close a copy whose seed rows a file changed (places)', async () => {
    const changed = await workerPool().acquire();
    await changed.query(`delete from public.places where id = (select min(id) from public.places)`);
    await changed.release();

    const next = await workerPool().acquire();
    expect(next.instance).not.toBe(changed.instance);
    await next.release();
  });

  it('keep reusing the database of a test server: starting the app changes no more than it undoes', async () => {
    const before = await workerPool().acquire();
    await before.release();
    const server = await startTestServer();
    await server.close();
    const after = await workerPool().acquire();
    expect(after.instance).toBe(before.instance);
    await after.release();
  });

  it('refuse the queries of a file that already gave its database back', async () => {
    const lease = await workerPool().acquire();
    await lease.release();
    await expect(pooledPglite(lease).query('select 1')).rejects.toThrow(/closed/);
  });

  it('hand rows, dates, bytes and errors to the file as its own objects', async () => {
    const db = await createTestDatabase();
    const at = new Date('2026-11-26T10:00:00Z');
    const { rows } = await db.query<{ at: Date; bytes: Uint8Array; json: object }>(
      `select $1::timestamptz as at, '\\x0102'::bytea as bytes, '{"list": [1]}'::jsonb as json`,
      [at],
    );
    expect(rows[0].at).toBeInstanceOf(Date);
    expect(rows[0].at).toEqual(at);
    expect(rows[0].bytes).toBeInstanceOf(Uint8Array);
    expect(rows[0].json).toBeInstanceOf(Object);
    expect(rows[0].json).toStrictEqual({ list: [1] });
    const failure = await db.query('select 1/0').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '22012', message: 'division by zero' });
    await db.close();
  });
});

describe('a file’s end', () => {
  it('hands back the databases the file still holds, and refuses it new ones', async () => {
    const file: FileDatabases = databasesForFile();
    const lease = await file.acquire();
    await file.end();
    expect(lease.closed).toBe(true);
    await expect(file.acquire()).rejects.toThrow(/ended/);
  });
});

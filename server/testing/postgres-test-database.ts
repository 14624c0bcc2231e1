import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db';
import type { Database } from '../db/types';
import { schemaFingerprint } from './migrated-snapshot';

const TEMPLATE = 'ascend_test_template';
// Jest runs test files in several workers at once: one of them builds the template at a time.
const TEMPLATE_LOCK = 727_001;

function urlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(serverUrl: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/** A migrated template database, rebuilt when the bootstrap or a migration changes. */
export async function ensureTemplate(serverUrl: string): Promise<void> {
  const fingerprint = await schemaFingerprint();
  await withAdmin(serverUrl, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const { rows } = await admin.query<{ fingerprint: string | null }>(
        "select shobj_description(oid, 'pg_database') as fingerprint from pg_database where datname = $1",
        [TEMPLATE],
      );
      if (rows[0]?.fingerprint === fingerprint) return;
      if (rows.length > 0) await admin.query(`drop database ${TEMPLATE} with (force)`);
      await admin.query(`create database ${TEMPLATE}`);
      const db = await openDatabase({ databaseUrl: urlFor(serverUrl, TEMPLATE) });
      await db.close();
      await admin.query(`comment on database ${TEMPLATE} is '${fingerprint}'`);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
}

let template: Promise<void> | undefined;

/**
 * A fresh migrated database on a PostgreSQL server, copied from a template, for one test file; closing
 * it drops it. Used when TEST_DATABASE_URL names a server, so the whole server suite also runs on
 * PostgreSQL (`npm run test:postgres`).
 */
export async function createPostgresTestDatabase(serverUrl: string): Promise<Database & { url: string }> {
  const copy = await copyPostgresTemplate(serverUrl);
  const db = await openDatabase({ databaseUrl: copy.url });
  return {
    ...db,
    // A test server on it relays realtime between processes and locks buckets across them, as main's does.
    url: copy.url,
    async close() {
      await db.close();
      await copy.drop();
    },
  };
}

/** A fresh migrated database's URL, for servers a test starts as processes of their own; drop() removes it. */
export async function copyPostgresTemplate(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  template ??= ensureTemplate(serverUrl);
  await template;
  const name = `ascend_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${name} template ${TEMPLATE}`));
  return {
    url: urlFor(serverUrl, name),
    drop: () => withAdmin(serverUrl, (admin) => admin.query(`drop database ${name} with (force)`)).then(() => undefined),
  };
}

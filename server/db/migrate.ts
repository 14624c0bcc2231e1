import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { MIGRATIONS_DIR } from './paths';
import type { Engine } from './types';

// The table the Supabase CLI records applied migrations in, so both tools agree on what ran.
const HISTORY_TABLE = `
  create schema if not exists supabase_migrations;
  create table if not exists supabase_migrations.schema_migrations (
    version text primary key,
    statements text[],
    name text
  );`;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** `20250101000000_create_profiles.sql` → version 20250101000000, name create_profiles. */
export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  return Promise.all(
    files.map(async (file) => {
      const match = /^(\d+)_(.+)\.sql$/.exec(file);
      if (!match) throw new Error(`migration file name must be <version>_<name>.sql: ${file}`);
      return { version: match[1], name: match[2], sql: await readFile(path.join(dir, file), 'utf8') };
    }),
  );
}

/** Applies, in version order, each migration not yet recorded; each in its own transaction. */
export async function migrate(engine: Engine, migrations?: Migration[]): Promise<string[]> {
  await engine.exec(HISTORY_TABLE);
  const { rows } = await engine.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  );
  const applied = new Set(rows.map((row) => row.version));
  const pending = (migrations ?? (await readMigrations())).filter((m) => !applied.has(m.version));
  for (const migration of pending) {
    await engine.transaction(async (tx) => {
      try {
        await tx.exec(migration.sql);
      } catch (error) {
        (error as Error).message = `migration ${migration.version}_${migration.name}: ${(error as Error).message}`;
        throw error;
      }
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [migration.version, migration.name, [migration.sql]],
      );
    });
  }
  return pending.map((m) => `${m.version}_${m.name}`);
}

import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readMigrations } from '../server/db/migrate';
import { MIGRATIONS_DIR } from '../server/db/paths';
import { openPglite, pgliteEngine } from '../server/db/pglite-engine';
import { compareSchemaFiles, migrationSql, readSchemaFiles, type SchemaFile } from '../server/db/schemas';
import type { Engine } from '../server/db/types';
import { migratedSnapshot } from '../server/testing/migrated-snapshot';

// `npm run db:migration -- <name>`: writes the migration that brings the functions, views and
// policies to what supabase/schemas defines. `-- --append` adds those statements to the newest
// migration instead, after a step written there by hand (a move, a rename, a drop with dependents).
// `-- --check` (part of `npm run lint`) fails when the files and the migrations disagree.
// docs/database.md (Changing a function, view or policy).

/** A throwaway copy of the migrated database: the dump the server tests load, cached on disk. */
async function withMigratedDatabase<T>(work: (engine: Engine) => Promise<T>): Promise<T> {
  const engine = pgliteEngine(await openPglite({ loadDataDir: await migratedSnapshot() }));
  try {
    return await work(engine);
  } finally {
    await engine.close();
  }
}

const utcStamp = (date: Date) => date.toISOString().replace(/\D/g, '').slice(0, 14);

/** Now (UTC), or a second after the newest migration if that is dated later: versions only grow. */
async function nextVersion(): Promise<string> {
  const newest = (await readMigrations()).at(-1)?.version;
  const now = utcStamp(new Date());
  if (!newest || now > newest) return now;
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)$/.exec(newest)!.map(Number);
  return utcStamp(new Date(Date.UTC(y, mo - 1, d, h, mi, s + 1)));
}

function fail(heading: string, lines: string[]): void {
  console.error([heading, ...lines.map((line) => `  ${line}`)].join('\n'));
  process.exitCode = 1;
}

async function check(engine: Engine, files: SchemaFile[]): Promise<void> {
  const { report, problems } = await compareSchemaFiles(engine, files);
  if (problems.length + report.length === 0) return void console.log('supabase/schemas matches the migrations.');
  fail('supabase/schemas and supabase/migrations disagree:', [...problems, ...report]);
  console.error('Write a migration with `npm run db:migration -- <name>`, or bring the files back to the migrations.');
}

/** Where the statements go: a new migration named `name`, or the end of the newest one. */
async function target(name: string | undefined): Promise<{ file: string; before: string }> {
  if (name) return { file: path.join(MIGRATIONS_DIR, `${await nextVersion()}_${name}.sql`), before: '' };
  const newest = (await readMigrations()).at(-1);
  if (!newest) throw new Error('There is no migration to append to.');
  const file = path.join(MIGRATIONS_DIR, `${newest.version}_${newest.name}.sql`);
  return { file, before: `${newest.sql.trimEnd()}\n\n` };
}

async function generate(engine: Engine, files: SchemaFile[], name?: string): Promise<void> {
  const comparison = await compareSchemaFiles(engine, files);
  if (comparison.problems.length > 0) return fail('No migration written: fix these files first.', comparison.problems);
  if (comparison.report.length === 0) return void console.log('No changes');
  const sql = migrationSql(comparison);
  // Applied on its own (the comparison left the database as migrated), it must leave nothing to change.
  const left = await engine
    .transaction((tx) => tx.exec(sql))
    .then(async () => {
      const { report, problems } = await compareSchemaFiles(engine, files);
      return [...problems, ...report];
    })
    .catch((error: Error) => [error.message]);
  if (left.length > 0) {
    return fail('No migration written: the generated one does not apply cleanly. Write this step by hand:', left);
  }
  const { file, before } = await target(name);
  await writeFile(file, before + sql);
  const written = comparison.report.map((line) => `  ${line}`);
  console.log([`Wrote ${path.relative(process.cwd(), file)}:`, ...written].join('\n'));
}

const [arg, ...rest] = process.argv.slice(2);
if (rest.length > 0 || !(arg === '--check' || arg === '--append' || /^[a-z0-9_]+$/.test(arg ?? ''))) {
  fail('Usage:', [
    'npm run db:migration -- <name>    a new migration (lower-case letters, digits and _)',
    'npm run db:migration -- --append  at the end of the newest migration, which has not landed yet',
    'npm run db:migration -- --check',
  ]);
} else {
  const files = await readSchemaFiles();
  await withMigratedDatabase((engine) => {
    if (arg === '--check') return check(engine, files);
    return generate(engine, files, arg === '--append' ? undefined : arg);
  });
}

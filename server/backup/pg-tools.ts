import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
// Debian's postgresql-15 package keeps its programs here, off the PATH.
const DEBIAN_BINDIR = '/usr/lib/postgresql/15/bin';

/** pg_dump or pg_restore: from PG_BINDIR, Debian's PostgreSQL 15 folder, or the PATH. Use one at least as new as the server. */
export function pgTool(name: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv = process.env): string {
  const dir = env.PG_BINDIR || (existsSync(path.join(DEBIAN_BINDIR, name)) ? DEBIAN_BINDIR : undefined);
  return dir ? path.join(dir, name) : name;
}

/**
 * The arguments' connection string without its password, which goes in PGPASSWORD instead: other
 * users of the machine can read a process's arguments, not its environment.
 */
function connection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** pg_dump's custom format of the whole database (every schema: auth, storage and the app's), as of an exported snapshot. */
export async function pgDump(databaseUrl: string, file: string, snapshot: string): Promise<void> {
  const { dbname, env } = connection(databaseUrl);
  await run(pgTool('pg_dump'), ['--format=custom', '--no-password', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${dbname}`], { env });
}

/**
 * Loads a dump into the database, replacing the objects it holds, in one transaction. The roles
 * (anon, authenticated, service_role) belong to the PostgreSQL server, not the dump: restore on a
 * server where Ascend has started once, so its bootstrap made them.
 */
export async function pgRestore(databaseUrl: string, file: string): Promise<void> {
  const { dbname, env } = connection(databaseUrl);
  await run(pgTool('pg_restore'), ['--clean', '--if-exists', '--single-transaction', '--exit-on-error', '--no-password', `--dbname=${dbname}`, file], { env });
}

import { readFile } from 'node:fs/promises';
import pg from 'pg';

/**
 * The PostgreSQL server's own process id (its postmaster), from postmaster.pid in its data directory,
 * so a benchmark can count the CPU of the server and its backends; undefined when that file cannot be
 * read (another machine, another user's files).
 */
export async function postmasterPid(serverUrl: string): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: serverUrl });
  try {
    await client.connect();
    const { rows } = await client.query<{ setting: string }>(`select setting from pg_settings where name = 'data_directory'`);
    const pid = Number((await readFile(`${rows[0].setting}/postmaster.pid`, 'utf8')).split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

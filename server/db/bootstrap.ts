import { readFile } from 'node:fs/promises';
import { BOOTSTRAP_SQL } from './paths';
import type { Engine } from './types';

/** A hosted Supabase database already has auth, storage and the roles, owned by other roles. */
async function isSupabaseHosted(engine: Engine): Promise<boolean> {
  const { rows } = await engine.query(`select 1 from pg_roles where rolname = 'supabase_auth_admin'`);
  return rows.length > 0;
}

/** Creates what Supabase provides (roles, auth, storage, publication); safe to run on every start. */
export async function bootstrap(engine: Engine): Promise<void> {
  if (await isSupabaseHosted(engine)) return;
  const sql = await readFile(BOOTSTRAP_SQL, 'utf8');
  await engine.transaction((tx) => tx.exec(sql));
}

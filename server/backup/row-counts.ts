import type { Tx } from '../db';

/** Rows in every table outside PostgreSQL's own schemas (the app's, auth, storage, private...), by 'schema.table', to check a restore against. */
export async function rowCounts(db: Tx): Promise<Record<string, number>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name
       from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname <> 'information_schema' and n.nspname !~ '^pg_' and not c.relispartition
      order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${name}`);
    counts[name.replaceAll('"', '')] = rows[0].n;
  }
  return counts;
}

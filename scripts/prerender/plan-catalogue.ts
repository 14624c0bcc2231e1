import { openDatabase, type Database } from '../../server/db';

/** A select list of plain column names, as the app's PLAN_COLUMNS is: nothing else reaches the SQL. */
const COLUMN_LIST = /^[a-z_]+(, [a-z_]+)*$/;

/**
 * The plan catalogue as a visitor's call reads it (`from('plans').select(columns).order('position')`):
 * as the anon role, so row-level security decides, and as JSON written by PostgreSQL, as PostgREST
 * sends it (numerics as numbers, intervals as PostgreSQL writes them). plan-catalogue.test.ts holds
 * it to the API's own answer.
 */
export async function selectPlanCatalogue(db: Database, columns: string): Promise<unknown[]> {
  if (!COLUMN_LIST.test(columns)) throw new Error(`not a list of column names: ${columns}`);
  const { rows } = await db.asRole({ role: 'anon' }, (tx) =>
    tx.query<{ plans: unknown[] }>(
      `select coalesce(json_agg(row_to_json(p) order by p.position), '[]'::json) as plans from (select ${columns} from public.plans) p`,
    ),
  );
  return rows[0].plans;
}

/**
 * The catalogue the migrations leave, for the pages the build writes ahead of time: the catalogue is
 * product data that only a migration changes, so a build and the database it ships with agree.
 */
export async function readPlanCatalogue(columns: string): Promise<unknown[]> {
  // In memory, migrated, with no demo world: only the migrations' data matters.
  const db = await openDatabase();
  try {
    return await selectPlanCatalogue(db, columns);
  } finally {
    await db.close();
  }
}

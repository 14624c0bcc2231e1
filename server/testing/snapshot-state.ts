import type { PGlite } from '@electric-sql/pglite';

/**
 * What a PGlite freshly loaded from the migrated snapshot holds, recorded once per instance, so the
 * instance can be brought back to it when a test file ends (see pglite-pool.ts).
 *
 * Rows and schema are told apart by counting and by `xmin`: a row inserted or updated after the
 * recorded transaction id has a newer xmin, a deleted one lowers the count. That covers every table,
 * the system catalogs too, so any DDL, GRANT, COMMENT, role or temporary object shows up.
 */
export interface SnapshotState {
  /** System catalogs, then the app's tables (every schema but pg_catalog and information_schema). */
  relations: string[];
  catalogCount: number;
  /** Row count of each relation in the snapshot. */
  counts: number[];
  /** Each app table's index in `relations` → the app tables whose foreign keys point at it. */
  referencedBy: Map<number, number[]>;
  sequences: { name: string; state: string }[];
  /** The snapshot's schemas: a file's own (the realtime server's change capture) are dropped. */
  schemas: string[];
  /** Settings the session had on opening (PGlite sets search_path): RESET ALL would lose them. */
  sessionSettings: { name: string; setting: string }[];
  /** The next transaction id when the state was last recorded or restored: newer rows have changed. */
  nextXid: string;
}

const RELATIONS = `select c.oid::regclass::text as name, n.nspname in ('pg_catalog', 'information_schema') as catalog
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
 where c.relkind in ('r', 'p') and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'
 order by 2 desc, 1`;

const FOREIGN_KEYS = `select distinct conrelid::regclass::text as source, confrelid::regclass::text as target
  from pg_constraint where contype = 'f'`;

const SEQUENCES = `select c.oid::regclass::text as name from pg_class c where c.relkind = 'S' order by 1`;

export const nextXid = async (pg: PGlite): Promise<string> =>
  (await pg.query<{ xid: string }>('select pg_snapshot_xmax(pg_current_snapshot())::text as xid')).rows[0].xid;

export async function recordSnapshotState(pg: PGlite): Promise<SnapshotState> {
  const relations = (await pg.query<{ name: string; catalog: boolean }>(RELATIONS)).rows;
  const index = new Map(relations.map((r, i) => [r.name, i]));
  const referencedBy = new Map<number, number[]>();
  for (const fk of (await pg.query<{ source: string; target: string }>(FOREIGN_KEYS)).rows) {
    const target = index.get(fk.target)!;
    referencedBy.set(target, [...(referencedBy.get(target) ?? []), index.get(fk.source)!]);
  }
  const sequenceNames = (await pg.query<{ name: string }>(SEQUENCES)).rows.map((r) => r.name);
  const schemas = await pg.query<{ name: string }>(`select nspname as name from pg_namespace order by 1`);
  const sessionSettings = await pg.query<{ name: string; setting: string }>(
    `select name, setting from pg_settings where source = 'session' order by name`,
  );
  const state: SnapshotState = {
    relations: relations.map((r) => r.name),
    catalogCount: relations.filter((r) => r.catalog).length,
    counts: [],
    referencedBy,
    sequences: [],
    schemas: schemas.rows.map((r) => r.name),
    sessionSettings: sessionSettings.rows,
    nextXid: await nextXid(pg),
  };
  state.counts = (await readRows(pg, state)).map((r) => r.count);
  const sequenceStates = await readSequences(pg, sequenceNames);
  state.sequences = sequenceNames.map((name, i) => ({ name, state: sequenceStates[i] }));
  return state;
}

/** Each relation's row count, and how many of its rows are newer than `state.nextXid`, in order. */
export async function readRows(pg: PGlite, state: SnapshotState): Promise<{ count: number; newer: number }[]> {
  // A row written at or after that id is at most as old; age() compares without casting every xmin.
  const xid = Number(state.nextXid);
  const sql = state.relations
    .map(
      (name, i) => `select ${i} as i, count(*)::int as count,
        (count(*) filter (where age(xmin) <= age('${xid}'::xid)))::int as newer from ${name}`,
    )
    .join('\nunion all ');
  return (await pg.query<{ count: number; newer: number }>(`${sql}\norder by i`)).rows;
}

/** Each sequence's `last_value:is_called`, in order. */
export async function readSequences(pg: PGlite, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const sql = names.map((name, i) => `select ${i} as i, last_value || ':' || is_called as state from ${name}`);
  return (await pg.query<{ state: string }>(`${sql.join('\nunion all ')}\norder by i`)).rows.map((r) => r.state);
}

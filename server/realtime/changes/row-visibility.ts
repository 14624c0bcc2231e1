import type { Database } from '../../db';
import type { Claims } from '../../jwt';
import type { TableInfo } from './table-catalog';

type Row = Readonly<Record<string, unknown>>;

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
export const tableSql = (table: TableInfo) => `${ident(table.schema)}.${ident(table.name)}`;
export const claimsJson = (claimSets: readonly Claims[]) => claimSets.map((claims) => JSON.stringify(claims));

const keyJson = (table: TableInfo, row: Row) =>
  JSON.stringify(Object.fromEntries(table.primaryKey.map((k) => [k.name, row[k.name]])));

/**
 * Which claims sets may select a row, each under its own role and request.jwt.claims as PostgREST
 * sets them, so row-level security decides. One statement answers for every claims set, and the
 * roles it switches to end with it (a statement is a transaction).
 */
export async function visibleTo(db: Database, table: TableInfo, row: Row, claimSets: readonly Claims[]): Promise<boolean[]> {
  if (claimSets.length === 0) return [];
  const { rows } = await db.query<{ visible: boolean[] }>(
    'select realtime_capture.visible_to($1::regclass, $2::jsonb, $3::jsonb[]) as visible',
    [tableSql(table), keyJson(table, row), claimsJson(claimSets)],
  );
  return rows[0].visible;
}

/** The current row as the owner sees it: for a change too large to travel in its notification. */
export async function readRow(db: Database, table: TableInfo, key: Row): Promise<Record<string, unknown> | undefined> {
  const condition = table.primaryKey
    .map((k) => `${ident(k.name)} = ($1::jsonb ->> ${literal(k.name)})::${k.sqlType}`)
    .join(' and ');
  const { rows } = await db.query<{ row: Record<string, unknown> }>(
    `select to_jsonb(t) as row from ${tableSql(table)} t where ${condition}`,
    [keyJson(table, key)],
  );
  return rows[0]?.row;
}

import type { Preferences } from '../parse/prefer';
import { restErrors } from '../rest-error';
import type { Relation } from '../schema-cache';
import { relationSql } from './read-sql';
import { ident, type SqlParams } from './sql-params';

export type JsonObject = Record<string, unknown>;

const ALIAS = '"t0"';

function returning(representation: boolean): string {
  // `RETURNING 1` needs no SELECT right on the rows, so return=minimal works where only INSERT is allowed.
  return representation ? ` RETURNING ${ALIAS}.*` : ' RETURNING 1';
}

function checkedColumns(relation: Relation, names: string[]): string[] {
  for (const name of names) if (!relation.columnsByName.has(name)) throw restErrors.columnNotFound(relation.name, name);
  return names;
}

function typedColumns(relation: Relation, names: string[]): string {
  return names.map((n) => `${ident(n)} ${relation.columnsByName.get(n)!.type}`).join(', ');
}

/**
 * An upsert counts the rows it inserted as PostgREST does: +1 for each row offered, -1 for each that
 * updated instead, in the transaction's `pgrst.inserted` (read back by writeStatement; none inserted
 * answers 200 instead of 201). Always true, so it filters nothing.
 */
function countInserted(sign: '+' | '-'): string {
  const current = "coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0)";
  return `set_config('pgrst.inserted', (${current} ${sign} 1)::text, true) IS NOT NULL`;
}

export interface InsertOptions {
  columns?: string[];
  onConflict?: string[];
  prefs: Preferences;
  representation: boolean;
}

/** INSERT (or upsert) of the body's rows, converted by json_to_recordset to the column types. */
export function insertSql(relation: Relation, rows: JsonObject[], options: InsertOptions, params: SqlParams): string {
  const table = `${relationSql(relation.schema, relation.name)} AS ${ALIAS}`;
  const names = checkedColumns(relation, options.columns ?? [...new Set(rows.flatMap((r) => Object.keys(r)))]);
  const body = params.text(JSON.stringify(rows));
  if (names.length === 0) {
    return `INSERT INTO ${table} SELECT FROM json_array_elements(${body}::json) AS _${returning(options.representation)}`;
  }
  const cols = names.map(ident).join(', ');
  // missing=default: a key absent from a row takes the column default instead of NULL. As in PostgREST,
  // the defaults are evaluated for every row (a sequence advances for rows that name their id too).
  const withDefaults = names
    .map((n) => relation.columnsByName.get(n)!)
    .filter((c) => c.default !== null)
    .map((c) => `'${c.name.replace(/'/g, "''")}', ${c.default}`);
  const source =
    options.prefs.missing === 'default' && withDefaults.length > 0
      ? `jsonb_to_recordset((SELECT jsonb_agg(jsonb_build_object(${withDefaults.join(', ')}) || e ORDER BY n) FROM jsonb_array_elements(${body}::jsonb) WITH ORDINALITY AS _e(e, n)))`
      : `json_to_recordset(${body}::json)`;
  const resolution = options.prefs.resolution;
  const merge = resolution === 'merge-duplicates';
  let sql = `INSERT INTO ${table} (${cols}) SELECT ${cols} FROM ${source} AS _(${typedColumns(relation, names)})`;
  if (merge) sql += ` WHERE ${countInserted('+')}`;
  if (resolution) {
    const target = checkedColumns(relation, options.onConflict ?? relation.primaryKey);
    const on = target.length > 0 ? ` ON CONFLICT (${target.map(ident).join(', ')})` : ' ON CONFLICT';
    if (resolution === 'ignore-duplicates') sql += `${on} DO NOTHING`;
    else if (target.length > 0) {
      sql += `${on} DO UPDATE SET ${names.map((n) => `${ident(n)} = EXCLUDED.${ident(n)}`).join(', ')} WHERE ${countInserted('-')}`;
    }
  }
  return sql + returning(options.representation);
}

/** UPDATE of the filtered rows with the body's columns. */
export function updateSql(relation: Relation, body: JsonObject, where: string[], representation: boolean, params: SqlParams): string {
  const table = `${relationSql(relation.schema, relation.name)} AS ${ALIAS}`;
  const names = checkedColumns(relation, Object.keys(body));
  const filters = where.length > 0 ? ` AND ${where.join(' AND ')}` : '';
  if (names.length === 0) {
    // PostgREST answers an empty PATCH body without touching a row.
    return `SELECT ${representation ? `${ALIAS}.*` : '1'} FROM ${table} WHERE FALSE${filters}`;
  }
  const json = params.text(JSON.stringify([body]));
  const set = names.map((n) => `${ident(n)} = pgrst_body.${ident(n)}`).join(', ');
  return `UPDATE ${table} SET ${set} FROM (SELECT * FROM json_to_recordset(${json}::json) AS _(${typedColumns(relation, names)}) LIMIT 1) AS pgrst_body WHERE TRUE${filters}${returning(representation)}`;
}

export function deleteSql(relation: Relation, where: string[], representation: boolean): string {
  const filters = where.length > 0 ? ` WHERE ${where.join(' AND ')}` : '';
  return `DELETE FROM ${relationSql(relation.schema, relation.name)} AS ${ALIAS}${filters}${returning(representation)}`;
}

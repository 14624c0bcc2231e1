import { MAX_ROWS } from '../max-rows';
import type { MediaType } from '../parse/media-type';
import { assemble, joinsThatFilter, nodeSql, type Source } from './read-sql';
import type { ReadNode } from './read-plan';
import type { SqlParams } from './sql-params';

export interface BodyShape {
  media: MediaType;
  stripNulls: boolean;
  /** Rows hold a single `pgrst_scalar` column (functions returning a base type). */
  scalar?: boolean;
  /** The body is one value, not an array (single object, function returning one value). */
  single?: boolean;
}

/** Every statement answers one row: total (when counted), rows on this page, and the JSON body. */
export interface StatementRow {
  total: number | string | bigint | null;
  page_total: number | string | bigint;
  body: string | null;
  /** Upserts: rows inserted rather than updated. */
  inserted?: number | null;
}

/**
 * text/csv as PostgREST writes it: the first row's keys, then each row in PostgreSQL's record text form
 * without its parentheses (so values are in their text form, quoted where record_out quotes them).
 */
const CSV_BODY = `(SELECT coalesce(string_agg(k, ','), '') FROM json_object_keys((array_agg(row_to_json(_postgrest_t)))[1]) AS k)
  || E'\\n' || coalesce(string_agg(substring(_postgrest_t::text, 2, length(_postgrest_t::text) - 2), E'\\n'), '')`;

/**
 * application/geo+json as PostgREST writes it: PostGIS's ST_AsGeoJSON of each row. Where PostGIS is
 * not installed (PGlite) the function is missing and the answer is PostgreSQL's 42883, as PostgREST's.
 */
const GEOJSON_BODY = `json_build_object('type', 'FeatureCollection', 'features', coalesce(json_agg(ST_AsGeoJSON(_postgrest_t)::json), '[]'))::text`;

export function bodySql(shape: BodyShape): string {
  if (shape.media === 'csv' && !shape.scalar) return CSV_BODY;
  if (shape.media === 'geojson') return GEOJSON_BODY;
  const agg = shape.scalar ? 'json_agg(_postgrest_t.pgrst_scalar)' : 'json_agg(_postgrest_t)';
  let body = shape.single || shape.media === 'object' ? `coalesce((${agg})->0, 'null')` : `coalesce(${agg}, '[]')`;
  if (shape.stripNulls) body = `json_strip_nulls(${body})`;
  return `${body}::text`;
}

/** A read: the page and, when asked, the count of every matching row, in one statement. */
export function readStatement(root: ReadNode, source: Source, params: SqlParams, shape: BodyShape, count: boolean): string {
  return readStatements(root, source, params, shape, count ? 'exact' : undefined).sql;
}

/**
 * A read, and its count query (`SELECT 1 FROM … WHERE …`, PostgREST's readPlanToCountQuery) for the
 * planner's estimate. As PostgREST: `exact` counts in the statement, `estimated` counts at most
 * MAX_ROWS + 1 rows there (the estimate is read past that), `planned` counts nothing there.
 */
export function readStatements(
  root: ReadNode,
  source: Source,
  params: SqlParams,
  shape: BodyShape,
  count: 'exact' | 'planned' | 'estimated' | undefined,
): { sql: string; countSql: string } {
  const sql = nodeSql(root, source, params);
  const countSql = assemble(sql, { joins: joinsThatFilter(root, sql.joins), select: '1', paging: false });
  const limit = count === 'estimated' ? ` LIMIT ${MAX_ROWS + 1}` : '';
  const total = count === 'exact' || count === 'estimated' ? `(SELECT pg_catalog.count(*) FROM (${countSql}${limit}) AS pgrst_count)` : 'NULL';
  return {
    sql: `SELECT ${total}::bigint AS total, pg_catalog.count(_postgrest_t) AS page_total, ${bodySql(shape)} AS body FROM (${assemble(sql)}) AS _postgrest_t`,
    countSql,
  };
}

/**
 * A write: the mutation in a CTE, then the changed rows read back through the select plan (or only
 * counted, for return=minimal).
 */
export function writeStatement(mutation: string, representation: ReadNode | undefined, params: SqlParams, shape: BodyShape): string {
  const rows = representation ? assemble(nodeSql(representation, { from: 'pgrst_source' }, params)) : 'SELECT 1 FROM pgrst_source';
  const body = representation ? bodySql(shape) : 'NULL';
  // pgrst.inserted is read after the aggregate has drawn every row through the mutation (mutate-sql.ts).
  const inserted = "nullif(current_setting('pgrst.inserted', true), '')::int";
  return `WITH pgrst_source AS (${mutation}) SELECT NULL::bigint AS total, pg_catalog.count(_postgrest_t) AS page_total, ${body} AS body, ${inserted} AS inserted FROM (${rows}) AS _postgrest_t`;
}

/** A call of a function returning void (nothing to show) or a base type (rows of `pgrst_scalar`). */
export function callStatement(kind: 'void' | 'scalar', source: Source, shape: BodyShape, count = false): string {
  const from = `${source.before ? `${source.before}, ` : ''}${source.from}`;
  if (kind === 'void') {
    return `SELECT NULL::bigint AS total, 1 AS page_total, NULL AS body FROM (SELECT 1 FROM ${from} AS t0) AS _postgrest_t`;
  }
  const rows = `SELECT t0.pgrst_scalar FROM ${from} AS t0(pgrst_scalar)`;
  const body = bodySql({ ...shape, scalar: true });
  // count=exact counts the values returned (1 for a scalar), as PostgREST does: Content-Range 0-0/1.
  const total = count ? 'pg_catalog.count(_postgrest_t)' : 'NULL::bigint';
  return `SELECT ${total} AS total, pg_catalog.count(_postgrest_t) AS page_total, ${body} AS body FROM (${rows}) AS _postgrest_t`;
}

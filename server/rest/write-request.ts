import { execute, type Execution } from './execute';
import { tableOf } from './lookup';
import { preferenceApplied, type Preferences } from './parse/prefer';
import { parseQuery } from './parse/query-params';
import { boundedLocation, contentRange, send } from './respond';
import { isJsonObject, readRestBody, type RestRequest } from './rest-request';
import { restErrors } from './rest-error';
import type { Relation } from './schema-cache';
import { logicSql } from './sql/filter-sql';
import { deleteSql, insertSql, updateSql, type JsonObject } from './sql/mutate-sql';
import { buildReadPlan, type ReadNode } from './sql/read-plan';
import { SqlParams } from './sql/sql-params';
import { writeStatement } from './sql/statement';
import { sendPlan } from './plan-response';

type Write = 'insert' | 'update' | 'delete';

/** POST (insert, upsert), PATCH (update) and DELETE on a table. */
export async function writeTable(r: RestRequest, table: string, write: Write): Promise<void> {
  const query = parseQuery(r.url.searchParams);
  const body = write === 'delete' ? undefined : await readRestBody(r.req);
  const representation = r.prefs.return === 'representation' || r.prefs.return === 'headers-only';
  const planned = await r.caches.with((cache) => {
    const relation = tableOf(cache, table);
    const root = buildReadPlan(cache, relation, query);
    const params = new SqlParams();
    const mutation = mutationSql(relation, root, write, body, r.prefs, representation, params, query);
    // Parent filters chose the rows to change; the rows read back are exactly those.
    const readBack: ReadNode = { ...root, where: [], order: [], offset: undefined, limit: undefined };
    const shape = { media: r.accept.media, stripNulls: r.accept.stripNulls };
    return { relation, params, sql: writeStatement(mutation, representation ? readBack : undefined, params, shape) };
  });
  if (r.accept.plan) return sendPlan(r, planned.sql, planned.params.values);
  const strict = r.prefs.handling === 'strict' && write !== 'insert';
  const result = await execute(r.db, r.claims, planned.sql, planned.params.values, {
    single: r.accept.media === 'object',
    ...(strict && r.prefs.maxAffected !== undefined ? { maxAffected: r.prefs.maxAffected } : {}),
    rollback: r.prefs.tx === 'rollback',
    headers: r.dbHeaders,
    searchPath: r.searchPath,
  });
  respondToWrite(r, planned.relation, write, result);
}

function mutationSql(
  relation: Relation,
  root: ReadNode,
  write: Write,
  body: unknown,
  prefs: Preferences,
  representation: boolean,
  params: SqlParams,
  query: ReturnType<typeof parseQuery>,
): string {
  if (write === 'insert') {
    const rows = Array.isArray(body) ? body : [body];
    if (!rows.every(isJsonObject)) throw restErrors.invalidBody();
    return insertSql(
      relation,
      rows as JsonObject[],
      { columns: query.columns, onConflict: query.onConflict, prefs, representation },
      params,
    );
  }
  const scope = { relation, alias: root.alias };
  const where = root.where.map((tree) => logicSql(scope, tree, params));
  if (where.length === 0) throw restErrors.whereRequired(write === 'update' ? 'UPDATE' : 'DELETE');
  if (write === 'delete') return deleteSql(relation, where, representation);
  if (!isJsonObject(body)) throw restErrors.invalidBody();
  return updateSql(relation, body, where, representation, params);
}

function respondToWrite(r: RestRequest, relation: Relation, write: Write, result: Execution): void {
  const count = r.prefs.count ? result.pageTotal : null;
  const range = write === 'update' ? contentRange(0, result.pageTotal, count) : `*/${count ?? '*'}`;
  const applied = preferenceApplied(r.prefs, write === 'insert'
    ? ['resolution', 'return', 'count', 'missing', 'tx']
    : ['return', 'count', 'tx', 'handling', 'maxAffected']);
  const headers: Record<string, string | undefined> = { 'Content-Range': range, 'Preference-Applied': applied };
  if (r.prefs.return === 'headers-only' && write === 'insert') headers.Location = location(relation, result);
  const status = write === 'insert' ? insertStatus(r.prefs, result) : r.prefs.return === 'representation' ? 200 : 204;
  if (r.prefs.return === 'representation') {
    send(r.res, status, headers, { text: result.body ?? '[]', media: r.accept.media });
  } else send(r.res, status, headers);
}

// PostgREST: 201, but 200 for a merge-duplicates upsert that only updated rows.
function insertStatus(prefs: Preferences, result: Execution): number {
  return prefs.resolution === 'merge-duplicates' && result.inserted !== null && result.inserted <= 0 ? 200 : 201;
}

// `/table?id=eq.5` for the one row created, as PostgREST sets it for return=headers-only; left out when
// the key values make it too long to echo (boundedLocation).
function location(relation: Relation, result: Execution): string | undefined {
  if (result.pageTotal !== 1 || relation.primaryKey.length === 0 || !result.body) return undefined;
  const parsed = JSON.parse(result.body) as unknown;
  const row = (Array.isArray(parsed) ? parsed[0] : parsed) as Record<string, unknown>;
  const query = relation.primaryKey.map((k) => `${encodeURIComponent(k)}=eq.${encodeURIComponent(String(row[k]))}`);
  return boundedLocation(`/${relation.name}?${query.join('&')}`);
}

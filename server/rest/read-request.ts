import { parseQuery } from './parse/query-params';
import { preferenceApplied } from './parse/prefer';
import { execute } from './execute';
import { boundedLocation, contentRange, readStatus, send } from './respond';
import { applyTopRange, type RestRequest } from './rest-request';
import { restErrors } from './rest-error';
import { tableOf } from './lookup';
import { buildReadPlan } from './sql/read-plan';
import { relationSql } from './sql/read-sql';
import { SqlParams } from './sql/sql-params';
import { readStatements } from './sql/statement';
import { sendPlan } from './plan-response';

/** GET/HEAD on a table or view. */
export async function readTable(r: RestRequest, table: string): Promise<void> {
  const query = parseQuery(r.url.searchParams);
  const { sql, countSql, params, offset } = await r.caches.with((cache) => {
    const relation = tableOf(cache, table);
    const root = buildReadPlan(cache, relation, query);
    const offset = applyTopRange(root, r.req);
    const params = new SqlParams();
    const shape = { media: r.accept.media, stripNulls: r.accept.stripNulls };
    const statements = readStatements(root, { from: relationSql(relation.schema, relation.name) }, params, shape, r.prefs.count);
    return { ...statements, params, offset };
  });
  if (r.accept.plan) return sendPlan(r, sql, params.values);
  const count = r.prefs.count;
  const result = await execute(r.db, r.claims, sql, params.values, {
    single: r.accept.media === 'object',
    headers: r.dbHeaders,
    searchPath: r.searchPath,
    ...(count === 'planned' || count === 'estimated' ? { estimate: { mode: count, countSql } } : {}),
  });
  const status = readStatus(offset, result.pageTotal, result.total);
  const headers = {
    'Content-Range': contentRange(offset, result.pageTotal, result.total),
    'Content-Location': contentLocation(table, r.url),
    'Preference-Applied': preferenceApplied(r.prefs, ['count']),
  };
  if (status === 416) {
    const error = restErrors.invalidRange(`An offset of ${offset} was requested, but there are only ${result.total} rows.`);
    send(r.res, 416, headers, { text: JSON.stringify(error.body), media: 'json' });
    return;
  }
  send(r.res, status, headers, { text: result.body ?? '[]', media: r.accept.media });
}

// PostgREST's `/table?sorted-query`, left out when the query is too long to echo (boundedLocation).
function contentLocation(table: string, url: URL): string | undefined {
  const params = new URLSearchParams(url.searchParams);
  params.sort();
  const query = params.toString();
  return boundedLocation(`/${table}${query ? `?${query}` : ''}`);
}

import { jsonToCsv } from './csv';
import { execute } from './execute';
import { preferenceApplied } from './parse/prefer';
import { parseQuery } from './parse/query-params';
import { contentRange, readStatus, send } from './respond';
import { applyTopRange, isJsonObject, readRestBody, type RestRequest } from './rest-request';
import { restErrors } from './rest-error';
import { buildReadPlan } from './sql/read-plan';
import { callSource, chooseRoutine, inputArgs, resultRelation, rpcShape } from './sql/rpc-sql';
import { SqlParams } from './sql/sql-params';
import { callStatement, readStatement } from './sql/statement';
import { sendPlan } from './plan-response';

/** POST /rpc/fn with named arguments in a JSON object, or GET/HEAD /rpc/fn with them in the query. */
export async function callFunction(r: RestRequest, name: string): Promise<void> {
  const method = r.req.method ?? 'GET';
  if (!['GET', 'HEAD', 'POST'].includes(method)) {
    throw restErrors.invalidRpcMethod(method);
  }
  const isPost = method === 'POST';
  let body: Record<string, unknown> | undefined;
  if (isPost) {
    // An empty body calls the function without arguments.
    const raw = (await readRestBody(r.req, { allowEmpty: true })) ?? {};
    if (!isJsonObject(raw)) throw restErrors.invalidBody();
    body = raw;
  }
  const planned = await r.caches.with((cache) => {
    const overloads = cache.routines.get(name) ?? [];
    const argNames = new Set(overloads.flatMap((o) => inputArgs(o).map((a) => a.name)));
    const query = parseQuery(r.url.searchParams, (key) => !isPost && argNames.has(key));
    const given = isPost ? Object.keys(body!) : query.args.map(([k]) => k);
    const routine = chooseRoutine(cache, name, given, isPost);
    if (r.prefs.handling === 'strict' && r.prefs.maxAffected !== undefined && !routine.returnsSet) {
      throw restErrors.maxAffectedNotSet();
    }
    const params = new SqlParams();
    const source = callSource(routine, isPost ? { body } : { query: query.args }, params);
    const shape = rpcShape(routine);
    const media = { media: r.accept.media, stripNulls: r.accept.stripNulls };
    // As PostgREST's shouldCount: a call is counted exactly for count=exact or estimated, not for planned.
    const count = r.prefs.count === 'exact' || r.prefs.count === 'estimated';
    if (shape !== 'rows') {
      return { shape, params, offset: 0, sql: callStatement(shape, source, { ...media, single: !routine.returnsSet }, count) };
    }
    const root = buildReadPlan(cache, resultRelation(cache, routine), query);
    const offset = routine.returnsSet ? applyTopRange(root, r.req) : 0;
    const sql = readStatement(root, source, params, { ...media, single: !routine.returnsSet }, count);
    return { shape, params, offset, sql };
  });
  if (r.accept.plan) return sendPlan(r, planned.sql, planned.params.values);
  const result = await execute(r.db, r.claims, planned.sql, planned.params.values, {
    single: r.accept.media === 'object',
    // As PostgREST 12+: the rows the call returns count as affected, and more than allowed roll it back.
    ...(r.prefs.handling === 'strict' && r.prefs.maxAffected !== undefined ? { maxAffected: r.prefs.maxAffected } : {}),
    rollback: r.prefs.tx === 'rollback',
    headers: r.dbHeaders,
    searchPath: r.searchPath,
  });
  const headers = {
    'Content-Range': contentRange(planned.offset, result.pageTotal, result.total),
    'Preference-Applied': preferenceApplied(r.prefs, ['count', 'tx', 'handling', 'maxAffected']),
  };
  if (planned.shape === 'void') return send(r.res, 204, headers);
  const status = readStatus(planned.offset, result.pageTotal, result.total);
  // Statements write CSV themselves (statement.ts), except a scalar function's values.
  const text = planned.shape === 'scalar' && r.accept.media === 'csv' ? jsonToCsv(result.body ?? 'null') : (result.body ?? 'null');
  send(r.res, status === 416 ? 200 : status, headers, { text, media: r.accept.media });
}

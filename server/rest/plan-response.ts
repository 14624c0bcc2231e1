import { explain } from './execute';
import { planContentType } from './parse/media-type';
import { send } from './respond';
import type { RestRequest } from './rest-request';

/**
 * `Accept: application/vnd.pgrst.plan…` (PGRST_DB_PLAN_ENABLED): 200 with the EXPLAIN of the
 * statement the request would run, as PostgREST answers it; nothing it would change is kept.
 */
export async function sendPlan(r: RestRequest, sql: string, values: string[]): Promise<void> {
  const plan = r.accept.plan!;
  const text = await explain(r.db, r.claims, sql, values, plan, { headers: r.dbHeaders, searchPath: r.searchPath });
  send(r.res, 200, {}, { text, media: r.accept.media, contentType: planContentType(r.accept.media, plan) });
}

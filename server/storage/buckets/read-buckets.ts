import { sendJson } from '../../http';
import { callerClaims } from '../caller';
import { STORAGE_ERRORS } from '../errors/error-catalogue';
import type { StorageOperation } from '../storage-request';
import { BUCKET_COLUMNS, type BucketRow } from './bucket-row';

const SORT_COLUMNS = ['id', 'name', 'created_at', 'updated_at'];

/**
 * GET /bucket: the buckets the caller may see (the policies on storage.buckets decide; the service
 * role sees all), with storage-js's `limit`, `offset`, `search`, `sortColumn` and `sortOrder`.
 */
export const listBuckets: StorageOperation = async ({ env, req, res, query }) => {
  const claims = await callerClaims(env.ctx, req);
  const column = query.get('sortColumn') ?? 'name';
  if (!SORT_COLUMNS.includes(column)) throw STORAGE_ERRORS.invalidRequest('querystring/sortColumn is not allowed');
  const order = query.get('sortOrder')?.toLowerCase() === 'desc' ? 'desc' : 'asc';
  const limit = query.has('limit') ? nonNegative(query.get('limit'), 'limit') : null;
  const offset = query.has('offset') ? nonNegative(query.get('offset'), 'offset') : 0;
  const search = query.get('search') ?? '';
  // The column and order come from fixed lists; the values are parameters.
  const sql = `select ${BUCKET_COLUMNS} from storage.buckets
    where ($1 = '' or name ilike '%' || $1 || '%')
    order by ${column} ${order} limit $2 offset $3`;
  const { rows } = await env.ctx.db.asRole(claims, (tx) => tx.query<BucketRow>(sql, [search, limit, offset]));
  sendJson(res, 200, rows);
};

/** GET /bucket/{id}: one bucket the caller may see. */
export const getBucket: StorageOperation = async ({ env, req, res, bucket }) => {
  const claims = await callerClaims(env.ctx, req);
  const { rows } = await env.ctx.db.asRole(claims, (tx) =>
    tx.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [bucket]),
  );
  if (rows.length === 0) throw STORAGE_ERRORS.noSuchBucket();
  sendJson(res, 200, rows[0]);
};

function nonNegative(value: string | null, name: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw STORAGE_ERRORS.invalidRequest(`querystring/${name} must be >= 0`);
  return n;
}

import { readJsonBody, sendJson } from '../../http';
import { callerClaims } from '../caller';
import { STORAGE_ERRORS } from '../errors/error-catalogue';
import type { StorageOperation } from '../storage-request';

const SORT_COLUMNS = ['name', 'updated_at', 'created_at', 'last_accessed_at'];
const MAX_LIMIT = 1000;

/**
 * POST /object/list/{bucket}: one level of a folder, as hosted Storage's `storage.search` answers it:
 * the sub-folders first (name only, everything else null), then the files, with names relative to the
 * prefix. `search` narrows to names starting with it (ignoring case). Runs as the caller, so objects
 * its policies hide are not listed.
 */
export const listObjects: StorageOperation = async ({ env, req, res, bucket }) => {
  const claims = await callerClaims(env.ctx, req);
  const options = listOptions(await readJsonBody(req));
  let prefix = options.prefix;
  if (prefix !== '' && !prefix.endsWith('/')) prefix += '/'; // a prefix always names a folder
  const level = `${prefix}${options.search}`.split('/').length;
  const order = options.order === 'desc' ? 'desc' : 'asc';
  // The column and order are checked against fixed lists above; the values are parameters.
  const sql = `with matching as (
      select * from storage.objects where bucket_id = $1 and name ilike $2 escape '\\'
    ), entries as (
      select 0 as kind, folder as name, null::uuid as id, null::timestamptz as updated_at,
        null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata
      from (select path_tokens[$3] as folder from matching where cardinality(path_tokens) <> $3 group by 1) folders
      union all
      select 1, path_tokens[$3], id, updated_at, created_at, last_accessed_at, metadata
      from matching where cardinality(path_tokens) = $3
    )
    select name, id, updated_at, created_at, last_accessed_at, metadata from entries
    order by kind, case when kind = 0 then name end ${order}, ${options.column} ${order}, name ${order}
    limit $4 offset $5`;
  const pattern = `${escapeLike(prefix)}${escapeLike(options.search)}%`;
  const { rows } = await env.ctx.db.asRole(claims, (tx) =>
    tx.query(sql, [bucket, pattern, level, options.limit, options.offset]),
  );
  sendJson(res, 200, rows);
};

interface ListOptions {
  prefix: string;
  search: string;
  limit: number;
  offset: number;
  column: string;
  order: string;
}

function listOptions(body: unknown): ListOptions {
  const b = (body ?? {}) as Record<string, unknown>;
  if (typeof b.prefix !== 'string') throw STORAGE_ERRORS.invalidRequest("body must have required property 'prefix'");
  const limit = b.limit ?? 100;
  const offset = b.offset ?? 0;
  if (!Number.isInteger(limit) || (limit as number) < 1) throw STORAGE_ERRORS.invalidRequest('body/limit must be >= 1');
  if (!Number.isInteger(offset) || (offset as number) < 0) throw STORAGE_ERRORS.invalidRequest('body/offset must be >= 0');
  const sortBy = (b.sortBy ?? {}) as Record<string, unknown>;
  const column = sortBy.column ?? 'name';
  const order = String(sortBy.order ?? 'asc').toLowerCase();
  if (typeof column !== 'string' || !SORT_COLUMNS.includes(column)) {
    throw STORAGE_ERRORS.invalidRequest('body/sortBy/column must be equal to one of the allowed values');
  }
  return {
    prefix: b.prefix,
    search: typeof b.search === 'string' ? b.search : '',
    limit: Math.min(limit as number, MAX_LIMIT),
    offset: offset as number,
    column,
    order,
  };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

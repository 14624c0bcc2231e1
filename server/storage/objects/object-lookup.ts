import type { IncomingMessage } from 'node:http';
import type { ServerContext } from '../../context';
import { callerClaims, callerClaimsIfValid } from '../caller';
import { STORAGE_ERRORS } from '../errors/error-catalogue';
import { isValidBucketName, isValidObjectKey } from '../names';
import { findObject, OBJECT_COLUMNS, type ObjectRow } from './object-rows';

/**
 * How a read reaches an object: `public` (no key or token needed, public buckets only), `authenticated`
 * (a valid token required) or `token-optional` (/object/{bucket}/{key}: with a bad token only public
 * buckets are read).
 */
export type ReadAccess = 'public' | 'authenticated' | 'token-optional';

// The bucket and, when it is public, the object in one statement: public reads are the common case.
const BUCKET_AND_OBJECT = `select b.public as bucket_public, ${OBJECT_COLUMNS.split(', ')
  .map((c) => `o.${c}`)
  .join(', ')}
  from storage.buckets b left join storage.objects o on o.bucket_id = b.id and o.name = $2 and b.public
  where b.id = $1`;

/**
 * The object a read names, found as hosted Storage finds it: objects of a public bucket are read as
 * the owner (anyone may read them), objects of a private bucket as the caller, so its policies decide.
 */
export async function lookupObject(
  ctx: ServerContext,
  req: IncomingMessage,
  bucketId: string,
  key: string,
  access: ReadAccess,
): Promise<ObjectRow> {
  const claims =
    access === 'public' ? undefined : access === 'authenticated' ? await callerClaims(ctx, req) : await callerClaimsIfValid(ctx, req);
  if (!isValidBucketName(bucketId)) throw STORAGE_ERRORS.noSuchBucket();
  const { rows } = await ctx.db.query<ObjectRow & { bucket_public: boolean }>(BUCKET_AND_OBJECT, [bucketId, key]);
  const found = rows[0];
  if (found === undefined || (claims === undefined && !found.bucket_public)) throw STORAGE_ERRORS.noSuchBucket();
  if (!isValidObjectKey(key)) throw STORAGE_ERRORS.noSuchKey();
  const object = found.bucket_public
    ? (found.id === null ? undefined : withoutBucketFlag(found))
    : await ctx.db.asRole(claims!, (tx) => findObject(tx, bucketId, key));
  if (object === undefined) throw STORAGE_ERRORS.noSuchKey();
  return object;
}

function withoutBucketFlag({ bucket_public: _, ...object }: ObjectRow & { bucket_public: boolean }): ObjectRow {
  return object;
}

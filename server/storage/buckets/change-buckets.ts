import { rm } from 'node:fs/promises';
import { readJsonBody, sendJson } from '../../http';
import { callerClaims, ownerOf } from '../caller';
import { STORAGE_ERRORS } from '../errors/error-catalogue';
import { bucketFolder } from '../file-locations';
import { mustBeValidBucketName } from '../names';
import { removeFiles } from '../objects/remove-objects';
import type { StorageOperation } from '../storage-request';
import { bucketIdOf, bucketOptions } from './bucket-options';

// Every write here runs as the caller: storage.buckets has no write policies, so only the service
// role (which bypasses row-level security) changes buckets, as on hosted Supabase.

/** POST /bucket: `{ id, name, public, file_size_limit, allowed_mime_types }` → `{ name }`. */
export const createBucket: StorageOperation = async ({ env, req, res }) => {
  const claims = await callerClaims(env.ctx, req);
  const body = await jsonObject(req);
  const id = bucketIdOf(body);
  const name = typeof body.name === 'string' && body.name !== '' ? body.name : id;
  mustBeValidBucketName(name);
  const options = bucketOptions(body);
  await env.ctx.db.asRole(claims, (tx) =>
    tx.query(
      `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [id, name, ownerOf(claims), claims.sub ?? null, options.public ?? false, options.fileSizeLimit ?? null, options.allowedMimeTypes ?? null],
    ),
  );
  sendJson(res, 200, { name });
};

/** PUT /bucket/{id}: changes the fields sent, keeps the others. */
export const updateBucket: StorageOperation = async ({ env, req, res, bucket }) => {
  const claims = await callerClaims(env.ctx, req);
  mustBeValidBucketName(bucket);
  const options = bucketOptions(await jsonObject(req));
  const { rows } = await env.ctx.db.asRole(claims, (tx) =>
    tx.query(
      `update storage.buckets set
         public = case when $2 then $3 else public end,
         file_size_limit = case when $4 then $5 else file_size_limit end,
         allowed_mime_types = case when $6 then $7::text[] else allowed_mime_types end,
         updated_at = now()
       where id = $1 returning id`,
      [
        bucket,
        options.public !== undefined,
        options.public ?? null,
        options.fileSizeLimit !== undefined,
        options.fileSizeLimit ?? null,
        options.allowedMimeTypes !== undefined,
        options.allowedMimeTypes ?? null,
      ],
    ),
  );
  if (rows.length === 0) throw STORAGE_ERRORS.noSuchBucket();
  sendJson(res, 200, { message: 'Successfully updated' });
};

/** DELETE /bucket/{id}: only an empty bucket, as hosted Storage. */
export const deleteBucket: StorageOperation = async ({ env, req, res, bucket }) => {
  const claims = await callerClaims(env.ctx, req);
  mustBeValidBucketName(bucket);
  await env.locks.run(bucket, async () => {
    // Counted as the owner: objects the caller cannot see keep the bucket too. The objects' foreign
    // key refuses the delete should one be added meanwhile.
    const { rows } = await env.ctx.db.query('select 1 from storage.objects where bucket_id = $1 limit 1', [bucket]);
    if (rows.length > 0) throw STORAGE_ERRORS.bucketNotEmpty();
    const deleted = await env.ctx.db.asRole(claims, (tx) =>
      tx.query('delete from storage.buckets where id = $1 returning id', [bucket]),
    );
    if (deleted.rows.length === 0) throw STORAGE_ERRORS.noSuchBucket();
    await rm(bucketFolder(env.files, bucket), { recursive: true, force: true });
  });
  sendJson(res, 200, { message: 'Successfully deleted' });
};

/** POST /bucket/{id}/empty: deletes every object the caller may delete, with its file. */
export const emptyBucket: StorageOperation = async ({ env, req, res, bucket }) => {
  const claims = await callerClaims(env.ctx, req);
  mustBeValidBucketName(bucket);
  await env.locks.run(bucket, async () => {
    const rows = await env.ctx.db.asRole(claims, async (tx) => {
      const found = await tx.query('select 1 from storage.buckets where id = $1', [bucket]);
      if (found.rows.length === 0) throw STORAGE_ERRORS.noSuchBucket();
      return (await tx.query<{ name: string }>('delete from storage.objects where bucket_id = $1 returning name', [bucket])).rows;
    });
    await removeFiles(env, bucket, rows);
  });
  // Hosted Storage's words: it empties in the background; here the objects are gone before the answer.
  sendJson(res, 200, { message: 'Empty bucket has been queued. Completion may take up to an hour.' });
};

async function jsonObject(req: Parameters<StorageOperation>[0]['req']): Promise<Record<string, unknown>> {
  const body = await readJsonBody(req);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw STORAGE_ERRORS.invalidRequest('body must be object');
  }
  return body as Record<string, unknown>;
}

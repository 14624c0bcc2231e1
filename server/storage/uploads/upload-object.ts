import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { Database } from '../../db';
import { sendJson } from '../../http';
import type { Claims } from '../../jwt';
import { findBucket } from '../buckets/bucket-row';
import { callerClaims, ownerOf } from '../caller';
import { objectFile } from '../file-locations';
import { mustBeValidBucketName, mustBeValidObjectKey } from '../names';
import { placeFile, prepareFolder } from '../objects/object-files';
import { dropVariants } from '../render/variant-files';
import { writeObjectRow, type ObjectMetadata, type ObjectWrite } from '../objects/object-rows';
import type { StorageOperation, StorageRequest } from '../storage-request';
import { storedContentType } from './content-type-check';
import { receiveUpload } from './upload-body';
import type { SpooledFile } from './upload-spool';

/** Hosted Storage's default global limit on one file, which a bucket's own limit can only lower. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/**
 * POST (create; `x-upsert: true` replaces) and PUT (replace) /object/{bucket}/{key}. The row is written
 * in one transaction as the caller, so the bucket's policies decide; the file goes in place only after
 * that transaction committed.
 */
export function uploadObject(method: 'POST' | 'PUT'): StorageOperation {
  return async (request) => {
    const { env, req, bucket, key } = request;
    mustBeValidBucketName(bucket);
    mustBeValidObjectKey(key);
    const claims = await callerClaims(env.ctx, req);
    const upsert = method === 'PUT' || req.headers['x-upsert'] === 'true';
    const written = await storeUpload(request, { claims, owner: ownerOf(claims), ownerId: claims.sub ?? null, upsert });
    sendJson(request.res, 200, { Id: written.id, Key: `${bucket}/${key}` });
  };
}

/** Who an upload is written as: the role its row is written with (so its policies decide), and the owner recorded. */
export interface UploadWriter {
  claims: Claims;
  owner: string | null;
  ownerId: string | null;
  upsert: boolean;
}

/**
 * Receives the body of an upload to `bucket/key` and stores it as `writer`: refused before the bytes
 * are kept when the row could not be written, the row and then the file under the bucket's lock.
 */
export async function storeUpload({ env, req, bucket: bucketId, key }: StorageRequest, writer: UploadWriter): Promise<{ id: string }> {
  const { ctx } = env;
  const { claims, upsert } = writer;
  const bucket = await findBucket(ctx.db, bucketId);
  const write = (metadata: Partial<ObjectMetadata>, userMetadata: Record<string, unknown> | null): ObjectWrite => ({
    bucket: bucketId,
    name: key,
    owner: writer.owner,
    ownerId: writer.ownerId,
    version: randomUUID(),
    metadata,
    userMetadata,
  });

  const limits = {
    maxBytes: Math.min(bucket.file_size_limit ?? MAX_UPLOAD_BYTES, MAX_UPLOAD_BYTES),
    allowedMimeTypes: bucket.allowed_mime_types,
    spoolFolder: env.files.uploads,
  };
  const { declared, file } = await receiveUpload(req, limits, (d) =>
    checkPermission(ctx.db, claims, write({ mimetype: d.mimeType, contentLength: d.contentLength }, d.userMetadata), upsert),
  );
  try {
    const mimetype = storedContentType(declared.mimeType, bucket.allowed_mime_types, file.head);
    // Storage's uploader stores `{ ...userMetadata }`: an upload without (usable) metadata has {},
    // which info() answers (supabase/storage src/storage/uploader.ts, upload).
    const row = write(metadataOf(file, mimetype, declared.cacheControl), declared.userMetadata ?? {});
    const target = objectFile(env.files, bucketId, key)!;
    return await env.locks.run(bucketId, async () => {
      await prepareFolder(target, key);
      const written = await ctx.db.asRole(claims, (tx) => writeObjectRow(tx, row, upsert));
      try {
        await placeFile(file.path, target);
      } catch (error) {
        // A new row without its file would answer 'not found' forever; a replaced one keeps the old file.
        if (!upsert) await ctx.db.query('delete from storage.objects where id = $1', [written.id]);
        throw error;
      }
      // The old file's renderings: never served again (their names hold its version), so free the disk.
      if (upsert) await dropVariants(env.files.renders, bucketId, key).catch((error: unknown) => console.error('storage: dropping renderings failed:', error));
      return written;
    });
  } finally {
    await rm(file.path, { force: true }); // nothing left there once placed
  }
}

const ROLLED_BACK = Symbol('rolled back');

/**
 * Hosted Storage's check before it accepts the bytes: the row write is tried as the caller and rolled
 * back, so a refused or duplicate upload is answered without storing anything.
 */
export async function checkPermission(db: Database, claims: Claims, write: ObjectWrite, upsert: boolean): Promise<void> {
  try {
    await db.asRole(claims, async (tx) => {
      await writeObjectRow(tx, write, upsert);
      throw ROLLED_BACK;
    });
  } catch (error) {
    if (error !== ROLLED_BACK) throw error;
  }
}

function metadataOf(file: SpooledFile, mimetype: string, cacheControl: string): ObjectMetadata {
  return {
    eTag: `"${file.md5}"`,
    size: file.size,
    mimetype,
    cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: file.size,
    httpStatusCode: 200,
  };
}

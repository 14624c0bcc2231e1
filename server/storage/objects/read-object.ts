import { sendJson } from '../../http';
import { STORAGE_ERRORS } from '../errors/error-catalogue';
import { objectFile } from '../file-locations';
import type { StorageOperation } from '../storage-request';
import { lookupObject, type ReadAccess } from './object-lookup';
import { sendObjectFile } from './send-object-file';

/** GET and HEAD /object/[public/|authenticated/]{bucket}/{key}: the file itself. */
export function downloadObject(access: ReadAccess, head: boolean): StorageOperation {
  return async ({ env, req, res, bucket, key, query }) => {
    const object = await lookupObject(env.ctx, req, bucket, key, access);
    const file = objectFile(env.files, bucket, key);
    if (file === undefined) throw STORAGE_ERRORS.fileMissing();
    await sendObjectFile(req, res, object, file, { head, download: query.get('download') });
  };
}

/** GET /object/info/[public/|authenticated/]{bucket}/{key}: what storage-js `info()` reads. */
export function objectInfo(access: ReadAccess): StorageOperation {
  return async ({ env, req, res, bucket, key }) => {
    const object = await lookupObject(env.ctx, req, bucket, key, access);
    const metadata = object.metadata ?? {};
    sendJson(res, 200, {
      id: object.id,
      name: object.name,
      version: object.version,
      bucket_id: object.bucket_id,
      size: metadata.size ?? null,
      content_type: metadata.mimetype ?? null,
      cache_control: metadata.cacheControl ?? null,
      etag: metadata.eTag ?? null,
      metadata: object.user_metadata,
      last_modified: object.updated_at,
      created_at: object.created_at,
    });
  };
}

import { readJsonBody, sendJson } from '../../http';
import type { Claims } from '../../jwt';
import { callerClaims } from '../caller';
import { STORAGE_ERRORS } from '../errors/error-catalogue';
import { bucketFolder, objectFile } from '../file-locations';
import { dropVariants } from '../render/variant-files';
import type { StorageEnv, StorageOperation } from '../storage-request';
import { removeFile } from './object-files';
import { deleteObjectRows, type ObjectRow } from './object-rows';

/** Hosted Storage's limit on the names one removal may list. */
const MAX_PREFIXES = 1000;

/**
 * DELETE /object/{bucket} with `{ prefixes: [names] }`: deletes, as the caller, the objects with those
 * exact names that its policies let it delete, answers with their rows, and deletes their files once
 * the rows are gone.
 */
export const removeObjects: StorageOperation = async ({ env, req, res, bucket }) => {
  const claims = await callerClaims(env.ctx, req);
  const prefixes = (((await readJsonBody(req)) ?? {}) as { prefixes?: unknown }).prefixes;
  if (!Array.isArray(prefixes) || prefixes.length === 0 || !prefixes.every((p) => typeof p === 'string')) {
    throw STORAGE_ERRORS.invalidRequest('body/prefixes must be a non-empty array of strings');
  }
  if (prefixes.length > MAX_PREFIXES) {
    throw STORAGE_ERRORS.invalidRequest(`At most ${MAX_PREFIXES} objects can be deleted at once`);
  }
  sendJson(res, 200, await removeNamed(env, claims, bucket, prefixes as string[]));
};

/** DELETE /object/{bucket}/{key}: one object. */
export const removeObject: StorageOperation = async ({ env, req, res, bucket, key }) => {
  const claims = await callerClaims(env.ctx, req);
  const removed = await removeNamed(env, claims, bucket, [key]);
  if (removed.length === 0) throw STORAGE_ERRORS.noSuchKey();
  sendJson(res, 200, { message: 'Successfully deleted' });
};

export async function removeNamed(env: StorageEnv, claims: Claims, bucket: string, names: string[]): Promise<ObjectRow[]> {
  return env.locks.run(bucket, async () => {
    const rows = await env.ctx.db.asRole(claims, (tx) => deleteObjectRows(tx, bucket, names));
    await removeFiles(env, bucket, rows);
    return rows;
  });
}

/**
 * Deletes the files of rows already deleted, and their renderings; a file that cannot be deleted is
 * only logged.
 */
export async function removeFiles(env: StorageEnv, bucket: string, rows: { name: string }[]): Promise<void> {
  for (const row of rows) {
    await dropVariants(env.files.renders, bucket, row.name).catch((error: unknown) => {
      console.error(`storage: could not delete the renderings of ${bucket}/${row.name}:`, error);
    });
    const file = objectFile(env.files, bucket, row.name);
    if (file === undefined) continue;
    await removeFile(file, bucketFolder(env.files, bucket)).catch((error: unknown) => {
      console.error(`storage: could not delete the file of ${bucket}/${row.name}:`, error);
    });
  }
}

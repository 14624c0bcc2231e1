import { randomUUID } from 'node:crypto';
import { copyFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { readJsonBody, sendJson } from '../../http';
import type { Claims } from '../../jwt';
import { callerClaims, ownerOf } from '../caller';
import { STORAGE_ERRORS } from '../errors/error-catalogue';
import { bucketFolder, objectFile } from '../file-locations';
import { mustBeValidBucketName, mustBeValidObjectKey } from '../names';
import { dropVariants } from '../render/variant-files';
import type { StorageEnv, StorageOperation } from '../storage-request';
import { placeFile, prepareFolder, removeFile } from './object-files';
import { findObject, OBJECT_COLUMNS, writeObjectRow, type ObjectRow } from './object-rows';

interface Transfer {
  bucketId: string;
  sourceKey: string;
  destinationBucket: string;
  destinationKey: string;
}

/** storage-js's body for move and copy: `{ bucketId, sourceKey, destinationKey, destinationBucket? }`. */
async function transferOf(body: unknown): Promise<Transfer> {
  const { bucketId, sourceKey, destinationKey, destinationBucket } = (body ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries({ bucketId, sourceKey, destinationKey })) {
    if (typeof value !== 'string') throw STORAGE_ERRORS.invalidRequest(`body must have required property '${name}'`);
  }
  if (destinationBucket !== undefined && destinationBucket !== null && typeof destinationBucket !== 'string') {
    throw STORAGE_ERRORS.invalidRequest('body/destinationBucket must be string');
  }
  const transfer = {
    bucketId: bucketId as string,
    sourceKey: sourceKey as string,
    destinationKey: destinationKey as string,
    destinationBucket: (destinationBucket as string | undefined) || (bucketId as string),
  };
  mustBeValidBucketName(transfer.bucketId);
  mustBeValidBucketName(transfer.destinationBucket);
  mustBeValidObjectKey(transfer.destinationKey);
  return transfer;
}

/** Both buckets' locks, taken in name order so two transfers between the same buckets never wait on each other. */
function underLocks<T>(env: StorageEnv, buckets: string[], fn: () => Promise<T>): Promise<T> {
  const [first, ...rest] = [...new Set(buckets)].sort();
  return env.locks.run(first, () => (rest.length ? underLocks(env, rest, fn) : fn()));
}

function filesOf(env: StorageEnv, t: Transfer) {
  const source = objectFile(env.files, t.bucketId, t.sourceKey);
  const destination = objectFile(env.files, t.destinationBucket, t.destinationKey);
  if (source === undefined) throw STORAGE_ERRORS.noSuchKey();
  return { source, destination: destination! };
}

/**
 * POST /object/move (storage-js `move`): the row is renamed as the caller (her update policy must allow
 * both the old row and the new one) and the file follows in the same transaction, so a refused move
 * changes nothing. The mover becomes the owner, as on hosted Storage.
 */
export const moveObject: StorageOperation = async ({ env, req, res }) => {
  const claims = await callerClaims(env.ctx, req);
  const t = await transferOf(await readJsonBody(req));
  const { source, destination } = filesOf(env, t);
  const moved = await underLocks(env, [t.bucketId, t.destinationBucket], async () => {
    let renamed = false;
    try {
      return await env.ctx.db.asRole(claims, async (tx) => {
        const { rows } = await tx.query<{ id: string; name: string }>(
          `update storage.objects set bucket_id = $3, name = $4, version = $5, owner = $6, owner_id = $7, updated_at = now(), last_accessed_at = now()
            where bucket_id = $1 and name = $2 returning id, name`,
          [t.bucketId, t.sourceKey, t.destinationBucket, t.destinationKey, randomUUID(), ownerOf(claims), claims.sub ?? null],
        );
        if (rows.length === 0) throw STORAGE_ERRORS.noSuchKey();
        if (source !== destination) {
          await prepareFolder(destination, t.destinationKey);
          await rename(source, destination);
          renamed = true;
        }
        return rows[0];
      });
    } catch (error) {
      // The transaction did not commit: the file goes back where its row still says it is.
      if (renamed) await rename(destination, source).catch((undo: unknown) => console.error('storage: undoing a move failed:', undo));
      throw error;
    }
  });
  await removeFile(source, bucketFolder(env.files, t.bucketId)).catch(() => undefined);
  await dropVariants(env.files.renders, t.bucketId, t.sourceKey).catch((error: unknown) => console.error('storage: dropping renderings failed:', error));
  sendJson(res, 200, { message: 'Successfully moved', Id: moved.id, Key: moved.name });
};

/**
 * POST /object/copy (storage-js `copy`; `x-upsert: true` replaces): the source is read and the copy's
 * row written as the caller, so her select and insert policies decide; the copy keeps the source's
 * metadata and is owned by the caller. The file is copied before, and placed after, the row commits.
 */
export const copyObject: StorageOperation = async ({ env, req, res }) => {
  const claims = await callerClaims(env.ctx, req);
  const body = await readJsonBody(req);
  const t = await transferOf(body);
  const upsert = req.headers['x-upsert'] === 'true';
  const { source, destination } = filesOf(env, t);
  const copied = await underLocks(env, [t.bucketId, t.destinationBucket], async () => {
    const original = await env.ctx.db.asRole(claims, (tx) => findObject(tx, t.bucketId, t.sourceKey));
    if (original === undefined) throw STORAGE_ERRORS.noSuchKey();
    const spooled = path.join(env.files.uploads, `copy-${randomUUID()}`);
    await copyFile(source, spooled).catch(() => {
      throw STORAGE_ERRORS.fileMissing();
    });
    try {
      await prepareFolder(destination, t.destinationKey);
      const written = await env.ctx.db.asRole(claims, (tx) => writeCopyRow(tx, claims, t, original, upsert));
      try {
        await placeFile(spooled, destination);
      } catch (error) {
        if (!upsert) await env.ctx.db.query('delete from storage.objects where id = $1', [written.id]);
        throw error;
      }
      if (upsert) await dropVariants(env.files.renders, t.destinationBucket, t.destinationKey).catch(() => undefined);
      return written;
    } finally {
      await rm(spooled, { force: true });
    }
  });
  sendJson(res, 200, { Id: copied.id, Key: `${t.destinationBucket}/${t.destinationKey}`, ...copied });
};

async function writeCopyRow(tx: Parameters<typeof findObject>[0], claims: Claims, t: Transfer, original: ObjectRow, upsert: boolean): Promise<ObjectRow> {
  const { id } = await writeObjectRow(
    tx,
    {
      bucket: t.destinationBucket,
      name: t.destinationKey,
      owner: ownerOf(claims),
      ownerId: claims.sub ?? null,
      version: randomUUID(),
      metadata: { ...original.metadata, lastModified: new Date().toISOString() },
      userMetadata: original.user_metadata,
    },
    upsert,
  );
  const { rows } = await tx.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where id = $1`, [id]);
  return rows[0];
}

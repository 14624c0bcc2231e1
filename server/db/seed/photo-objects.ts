import { createHash, randomUUID } from 'node:crypto';
import type { Tx } from '../types';

export const PHOTO_BUCKET = 'profile-photos';

export interface PhotoObject {
  userId: string;
  /** The JPEG's bytes; without them only the rows are written (benchmarks never download). */
  bytes?: Buffer;
}

export interface StoredPhoto {
  userId: string;
  /** `{userId}/{uuid}.jpg`: the object's name in the bucket, random like the app's uploads. */
  name: string;
  bytes?: Buffer;
}

/** The URL storage-js `getPublicUrl` gives for an object of the photo bucket. */
export const publicPhotoUrl = (origin: string, name: string) =>
  `${origin}/storage/v1/object/public/${PHOTO_BUCKET}/${name}`;

const metadataOf = (bytes: Buffer | undefined) =>
  JSON.stringify({
    eTag: `"${createHash('md5').update(bytes ?? '').digest('hex')}"`,
    size: bytes?.length ?? 0,
    mimetype: 'image/jpeg',
    cacheControl: 'max-age=3600',
    lastModified: new Date().toISOString(),
    contentLength: bytes?.length ?? 0,
    httpStatusCode: 200,
  });

/** The storage.objects rows of JPEGs in their owners' folders, as uploads leave them. */
export async function insertPhotoFiles(tx: Tx, photos: PhotoObject[]): Promise<StoredPhoto[]> {
  const stored = photos.map((p) => ({ userId: p.userId, name: `${p.userId}/${randomUUID()}.jpg`, bytes: p.bytes }));
  if (stored.length === 0) return stored;
  await tx.query(
    `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata)
     select $1, o.name, o.owner, o.owner::text, gen_random_uuid()::text, o.metadata::jsonb
       from unnest($2::text[], $3::uuid[], $4::text[]) as o (name, owner, metadata)`,
    [PHOTO_BUCKET, stored.map((s) => s.name), stored.map((s) => s.userId), stored.map((s) => metadataOf(s.bytes))],
  );
  return stored;
}

/**
 * Stored photos with their photos rows at their public URLs under `origin`: what an upload followed
 * by the app's insert leaves. Each user's first photo becomes primary. The caller stores the bytes.
 */
export async function insertPhotoObjects(tx: Tx, photos: PhotoObject[], origin: string): Promise<StoredPhoto[]> {
  const stored = await insertPhotoFiles(tx, photos);
  if (stored.length === 0) return stored;
  // In the given order, so that each user's first photo is the primary one.
  await tx.query(
    `insert into public.photos (user_id, url)
     select p.user_id, p.url from unnest($1::uuid[], $2::text[]) with ordinality as p (user_id, url, position)
      order by p.position`,
    [stored.map((s) => s.userId), stored.map((s) => publicPhotoUrl(origin, s.name))],
  );
  return stored;
}

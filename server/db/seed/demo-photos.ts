import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { storageDir } from '../paths';
import type { Tx } from '../types';
import type { DemoProfile } from './demo-profiles';
import { insertPhotoObjects, PHOTO_BUCKET, type StoredPhoto } from './photo-objects';
import { DEMO_PHOTO_DIR, demoPhotoFile, PHOTOS_PER_MEMBER } from './photos/demo-photo-files';

/** Where the demo photos go: the data directory's storage, served under `origin`. */
export interface DemoPhotoTarget {
  dataDir: string;
  origin: string;
}

/** Each demo member's portraits (server/db/seed/photos/) as their uploaded photos. */
export async function insertDemoPhotos(tx: Tx, profiles: DemoProfile[], origin: string): Promise<StoredPhoto[]> {
  const photos = await Promise.all(
    profiles.flatMap((p) =>
      Array.from({ length: PHOTOS_PER_MEMBER }, async (_, i) => ({
        userId: p.id,
        bytes: await readFile(path.join(DEMO_PHOTO_DIR, demoPhotoFile(p.username, i + 1))),
      })),
    ),
  );
  return insertPhotoObjects(tx, photos, origin);
}

/** Puts the files in place once the rows are committed, where the storage surface reads them. */
export async function storeDemoPhotos(dataDir: string, photos: StoredPhoto[]): Promise<void> {
  for (const photo of photos) {
    if (!photo.bytes) continue;
    const file = path.join(storageDir(dataDir), PHOTO_BUCKET, ...photo.name.split('/'));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, photo.bytes);
  }
}

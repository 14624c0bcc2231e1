import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Tx } from '../../types';
import { insertPhotoObjects, type StoredPhoto } from '../photo-objects';
import { demoPhotoFile, WORLD_PHOTO_DIR } from '../photos/demo-photo-files';
import type { WorldMember } from './world-members';

/** Each world member's 1-3 portraits (server/db/seed/photos/members/) as their uploaded photos. */
export async function insertWorldPhotos(tx: Tx, members: WorldMember[], origin: string): Promise<StoredPhoto[]> {
  const photos = await Promise.all(
    members.flatMap((m) =>
      Array.from({ length: m.photos }, async (_, i) => ({
        userId: m.id,
        bytes: await readFile(path.join(WORLD_PHOTO_DIR, demoPhotoFile(m.username, i + 1))),
      })),
    ),
  );
  return insertPhotoObjects(tx, photos, origin);
}

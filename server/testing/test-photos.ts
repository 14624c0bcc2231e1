import { insertPhotoFiles, publicPhotoUrl } from '../db/seed/photo-objects';
import { recordStorageOrigins } from '../db/storage-origins';
import type { Database } from '../db/types';

/** The origin test databases serve their storage from. */
export const TEST_STORAGE_ORIGIN = 'https://project.storage.test';

/** Public URLs of objects stored in the user's folder (as uploads would leave them), no photo rows. */
export async function uploadedPhotoUrls(db: Database, userId: string, count = 1): Promise<string[]> {
  await recordStorageOrigins(db, [TEST_STORAGE_ORIGIN]);
  const stored = await db.transaction((tx) => insertPhotoFiles(tx, Array.from({ length: count }, () => ({ userId }))));
  return stored.map((s) => publicPhotoUrl(TEST_STORAGE_ORIGIN, s.name));
}

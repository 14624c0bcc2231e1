import type { EdgeEnv } from '../_shared/edge-function.ts';
import { listFolder, MAX_REMOVE, removeObjects } from '../_shared/storage-api.ts';

export const PHOTO_BUCKET = 'profile-photos';

/** Full names of every object under `folder`, sub-folders included, read page by page. */
async function listAll(env: EdgeEnv, folder: string, pageSize: number): Promise<string[]> {
  const names: string[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const page = await listFolder(env, PHOTO_BUCKET, folder, pageSize, offset);
    for (const entry of page) {
      const name = `${folder}/${entry.name}`;
      names.push(...(entry.id === null ? await listAll(env, name, pageSize) : [name]));
    }
    if (page.length < pageSize) return names;
  }
}

/**
 * Removes every file in the member's folder `{userId}/` of profile-photos with the service role
 * (the member's own policies would do, but not for files a photo row no longer names). Listing
 * first and removing after keeps the pages stable; returns how many objects were removed.
 */
export async function removePhotoFiles(env: EdgeEnv, userId: string, pageSize: number): Promise<number> {
  const names = await listAll(env, userId, pageSize);
  for (let start = 0; start < names.length; start += MAX_REMOVE) {
    await removeObjects(env, PHOTO_BUCKET, names.slice(start, start + MAX_REMOVE));
  }
  return names.length;
}

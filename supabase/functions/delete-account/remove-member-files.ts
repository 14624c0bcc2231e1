import type { EdgeEnv } from '../_shared/edge-function.ts';
import { listFolder, MAX_REMOVE, removeObjects } from '../_shared/storage-api.ts';
import { SUPPORT_SCREENSHOT_BUCKET } from '../_shared/rules/support-rules.ts';
import { VERIFICATION_SELFIE_BUCKET } from '../_shared/rules/verification-rules.ts';

export const PHOTO_BUCKET = 'profile-photos';

/** The buckets with a folder per member, `{userId}/`: her photos, her support screenshots, a selfie awaiting review. */
export const MEMBER_BUCKETS = [PHOTO_BUCKET, SUPPORT_SCREENSHOT_BUCKET, VERIFICATION_SELFIE_BUCKET] as const;

/** Full names of every object under `folder` of `bucket`, sub-folders included, read page by page. */
async function listAll(env: EdgeEnv, bucket: string, folder: string, pageSize: number): Promise<string[]> {
  const names: string[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const page = await listFolder(env, bucket, folder, pageSize, offset);
    for (const entry of page) {
      const name = `${folder}/${entry.name}`;
      names.push(...(entry.id === null ? await listAll(env, bucket, name, pageSize) : [name]));
    }
    if (page.length < pageSize) return names;
  }
}

/**
 * Removes every file in the member's folder `{userId}/` of each member bucket with the service role
 * (her own policies would not reach files a row no longer names, nor let her delete a screenshot).
 * Listing first and removing after keeps the pages stable; returns how many objects were removed.
 */
export async function removeMemberFiles(env: EdgeEnv, userId: string, pageSize: number): Promise<number> {
  let removed = 0;
  for (const bucket of MEMBER_BUCKETS) {
    const names = await listAll(env, bucket, userId, pageSize);
    for (let start = 0; start < names.length; start += MAX_REMOVE) {
      await removeObjects(env, bucket, names.slice(start, start + MAX_REMOVE));
    }
    removed += names.length;
  }
  return removed;
}

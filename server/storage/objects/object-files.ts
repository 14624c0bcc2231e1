import { mkdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { STORAGE_ERRORS } from '../errors/error-catalogue';

/**
 * Makes the folders an object's file goes in. A key whose folder is already another object's file
 * ('a' then 'a/b.png'), or which is itself a folder of other objects, cannot be stored on disk.
 */
export async function prepareFolder(file: string, key: string): Promise<void> {
  try {
    await mkdir(path.dirname(file), { recursive: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTDIR' || code === 'EEXIST') throw STORAGE_ERRORS.invalidKey(key);
    throw error;
  }
  const existing = await stat(file).catch(() => undefined);
  if (existing?.isDirectory()) throw STORAGE_ERRORS.invalidKey(key);
}

/** Puts an uploaded file in place, replacing the previous one at once (same disk, so atomic). */
export function placeFile(uploaded: string, file: string): Promise<void> {
  return rename(uploaded, file);
}

/** Deletes an object's file and the folders it leaves empty, up to its bucket's folder. */
export async function removeFile(file: string, bucketFolder: string): Promise<void> {
  await rm(file, { force: true });
  for (let folder = path.dirname(file); folder.startsWith(bucketFolder + path.sep); folder = path.dirname(folder)) {
    try {
      await rmdir(folder);
    } catch {
      return; // not empty (or already gone): the folders above are not empty either
    }
  }
}

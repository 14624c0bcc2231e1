import path from 'node:path';
import { storageDir, storageRendersDir, storageUploadsDir } from '../db';
import { isValidBucketName, isValidObjectKey } from './names';

/**
 * Where a server keeps stored files: `<dataDir>/storage/<bucket>/<key>`, uploads in progress and
 * rendered images beside it.
 */
export interface FileLocations {
  root: string;
  /** Outside every bucket's folder so no bucket name can reach it; same disk, so a rename is atomic. */
  uploads: string;
  /** Renderings of images (render/): a cache, safe to delete at any time. */
  renders: string;
}

export function fileLocations(dataDir: string): FileLocations {
  return { root: storageDir(dataDir), uploads: storageUploadsDir(dataDir), renders: storageRendersDir(dataDir) };
}

export function bucketFolder(locations: FileLocations, bucket: string): string {
  if (!isValidBucketName(bucket)) throw new Error(`not a bucket name: ${bucket}`);
  return path.join(locations.root, bucket);
}

/**
 * The file of an object; undefined for a name that is not a safe key (rows written by SQL directly
 * are not checked by the upload path, so every name read back is checked again).
 */
export function objectFile(locations: FileLocations, bucket: string, key: string): string | undefined {
  if (!isValidBucketName(bucket) || !isValidObjectKey(key)) return undefined;
  const folder = path.join(locations.root, bucket);
  const file = path.join(folder, ...key.split('/'));
  return file.startsWith(folder + path.sep) ? file : undefined;
}

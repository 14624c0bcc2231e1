import { STORAGE_ERRORS } from './errors/error-catalogue';

// Hosted Storage's character sets (S3-safe characters); anything else is refused, so a path that works
// here also works there.
const BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]{1,100}$/;
const OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]+$/;
/** S3's limit on a key, in bytes. */
export const MAX_KEY_BYTES = 1024;

export function isValidBucketName(name: unknown): name is string {
  return typeof name === 'string' && name.trim() === name && BUCKET_NAME.test(name) && name !== '.' && name !== '..';
}

export function mustBeValidBucketName(name: unknown): asserts name is string {
  if (!isValidBucketName(name)) throw STORAGE_ERRORS.invalidBucketName();
}

/**
 * An object key becomes a path on disk, so beyond hosted's character rule it may not climb out of its
 * bucket: no empty, '.' or '..' segment, no leading or trailing '/'.
 */
export function isValidObjectKey(key: string): boolean {
  if (!OBJECT_KEY.test(key) || Buffer.byteLength(key) > MAX_KEY_BYTES) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

export function mustBeValidObjectKey(key: string): void {
  if (!isValidObjectKey(key)) throw STORAGE_ERRORS.invalidKey(key);
}

import { STORAGE_ERRORS } from '../errors/error-catalogue';
import { imageTypeOf } from './image-signature';

/** 'Image/PNG; charset=x' → 'image/png'. */
function essence(mimeType: string): string {
  return mimeType.split(';')[0].trim().toLowerCase();
}

/** Whether a type is in a bucket's list, where 'image/*' stands for every image type. */
export function isAllowedType(mimeType: string, allowed: readonly string[]): boolean {
  const [type, subtype] = essence(mimeType).split('/');
  if (!type || !subtype) return false;
  return allowed.some((entry) => {
    const [allowedType, allowedSubtype] = essence(entry).split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
}

/** Hosted Storage's check of the type the client declares, made before any byte is stored. */
export function checkDeclaredType(declared: string, allowed: readonly string[] | null): void {
  if (allowed && allowed.length > 0 && !isAllowedType(declared, allowed)) throw STORAGE_ERRORS.invalidMimeType(declared);
}

/**
 * The Content-Type a stored file is served with. In a bucket limited by type, a file declared as an
 * image must be one by its magic numbers, of an allowed type: a script named photo.png is refused, and
 * a JPEG sent as image/png is served as what it is.
 */
export function storedContentType(declared: string, allowed: readonly string[] | null, head: Buffer): string {
  checkDeclaredType(declared, allowed);
  if (!allowed || allowed.length === 0 || essence(declared).split('/')[0] !== 'image') return declared;
  const actual = imageTypeOf(head);
  if (actual === undefined || !isAllowedType(actual, allowed)) throw STORAGE_ERRORS.invalidMimeType(declared);
  return actual;
}

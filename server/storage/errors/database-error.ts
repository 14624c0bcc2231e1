import { STORAGE_ERRORS } from './error-catalogue';
import { StorageError } from './storage-error';

/**
 * Hosted Storage's reading of a database error: row-level security refusals are AccessDenied with
 * PostgreSQL's message cut to its policy part, duplicates are 409 Duplicate. Undefined when the error
 * is not from the database. Bad input (class 22) is a 400 InvalidRequest, a quota 413 EntityTooLarge.
 */
export function storageErrorFromDatabase(error: unknown): StorageError | undefined {
  const e = error as { code?: unknown; message?: unknown; constraint?: unknown };
  if (typeof e?.code !== 'string' || !/^[0-9A-Z]{5}$/.test(e.code)) return undefined;
  const message = typeof e.message === 'string' ? e.message : '';
  if (e.code === '42501') {
    return STORAGE_ERRORS.accessDenied(
      message.includes('row-level security') ? 'new row violates row-level security policy' : message,
    );
  }
  if (e.code === '23505') return STORAGE_ERRORS.alreadyExists();
  // A bucket's quota: a trigger on storage.objects raises a check violation named `…_quota`.
  if (e.code === '23514' && typeof e.constraint === 'string' && e.constraint.endsWith('_quota')) {
    return STORAGE_ERRORS.entityTooLarge(message);
  }
  // Class 22 is bad input (a NUL byte in a name, text too long, a malformed value): the caller's fault.
  if (e.code.startsWith('22')) return STORAGE_ERRORS.invalidRequest(message || 'Invalid value');
  return new StorageError({ statusCode: 500, code: 'DatabaseError', message: `database error, code: ${e.code}` });
}

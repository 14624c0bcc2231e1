import { authError } from '../errors/error-catalogue';

export const MAX_EMAIL_LENGTH = 255;
// The shape GoTrue's format check accepts: something@domain.tld, no spaces.
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Validates an address as GoTrue does and returns it lower-cased, the form it is stored in. */
export function normalizeEmail(email: string): string {
  if (email === '') throw authError('emailRequired');
  if (email.length > MAX_EMAIL_LENGTH) throw authError('emailTooLong');
  if (!EMAIL_FORMAT.test(email)) throw authError('emailInvalid');
  return email.toLowerCase();
}

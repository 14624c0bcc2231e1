import { authError } from '../errors/error-catalogue';
import { findPasswordWeakness, isPasswordTooLong } from './password-policy';

/** Refuses a new password as GoTrue's checkPasswordStrength does, with the product's rules. */
export function assertPasswordAcceptable(password: string): void {
  if (isPasswordTooLong(password)) throw authError('passwordTooLong');
  const weakness = findPasswordWeakness(password);
  if (weakness) {
    throw authError('weakPassword', weakness.message, { weak_password: { reasons: weakness.reasons } });
  }
}

import { authError } from '../errors/error-catalogue';
import type { GoTruePasswordRule } from './gotrue-password-rule';
import { findPasswordWeakness, isPasswordTooLong } from './password-policy';

/** Refuses a new password as GoTrue's checkPasswordStrength does, with the product's rules or the operator's (AuthOptions). */
export function assertPasswordAcceptable(password: string, goTrueRule: GoTruePasswordRule | undefined): void {
  if (isPasswordTooLong(password)) throw authError('passwordTooLong');
  const weakness = findPasswordWeakness(password, goTrueRule);
  if (weakness) {
    throw authError('weakPassword', weakness.message, { weak_password: { reasons: weakness.reasons } });
  }
}

/**
 * The product's password rules (SPEC §5). The server answers a password that breaks them the way
 * GoTrue answers its own policy: a `weak_password` error whose reasons use GoTrue's vocabulary.
 */

import { goTruePasswordWeakness, type GoTruePasswordRule } from './gotrue-password-rule';

export const PASSWORD_MIN_LENGTH = 8;

/** bcrypt reads only the first 72 bytes; GoTrue refuses longer passwords instead of truncating them. */
export const PASSWORD_MAX_BYTES = 72;

export type WeakPasswordReason = 'length' | 'characters';

interface PasswordRule {
  reason: WeakPasswordReason;
  message: string;
  test(password: string): boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    reason: 'length',
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    test: (password) => [...password].length >= PASSWORD_MIN_LENGTH,
  },
  {
    reason: 'characters',
    message: 'Password must contain at least one uppercase letter',
    test: (password) => /[A-Z]/.test(password),
  },
  {
    reason: 'characters',
    message: 'Password must contain at least one lowercase letter',
    test: (password) => /[a-z]/.test(password),
  },
  {
    reason: 'characters',
    message: 'Password must contain at least one number',
    test: (password) => /[0-9]/.test(password),
  },
];

export interface WeakPassword {
  /** Every broken rule's message, in SPEC order. */
  message: string;
  /** Distinct GoTrue reasons, e.g. ['length', 'characters']. */
  reasons: WeakPasswordReason[];
}

/**
 * Returns why the password is weak, or null when it satisfies every rule: the product's rules, or
 * GoTrue's settings when the operator chose them (gotrue-password-rule.ts). The SPA's own forms keep
 * the product's rules either way.
 */
export function findPasswordWeakness(password: string, goTrueRule?: GoTruePasswordRule): WeakPassword | null {
  if (goTrueRule) return goTruePasswordWeakness(password, goTrueRule);
  const broken = PASSWORD_RULES.filter((rule) => !rule.test(password));
  if (broken.length === 0) return null;
  return {
    message: broken.map((rule) => rule.message).join('. '),
    reasons: [...new Set(broken.map((rule) => rule.reason))],
  };
}

export function isPasswordTooLong(password: string): boolean {
  return Buffer.byteLength(password, 'utf8') > PASSWORD_MAX_BYTES;
}

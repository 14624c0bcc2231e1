import { ConfigError } from '../../config';
import type { WeakPassword, WeakPasswordReason } from './password-policy';

/**
 * GoTrue's own password settings, for an operator who wants them instead of the product's rule:
 * GOTRUE_PASSWORD_MIN_LENGTH (GoTrue's default and floor: 6) and GOTRUE_PASSWORD_REQUIRED_CHARACTERS
 * (sets separated by `:`, each needing one character of the password; `\:` is a colon in a set).
 */
export interface GoTruePasswordRule {
  minLength: number;
  requiredCharacters: readonly string[];
}

export const GOTRUE_MIN_PASSWORD_LENGTH = 6;

/** GoTrue's PasswordRequiredCharacters.Decode: split at `:`, a `\:` joining two parts with a colon. */
export function parseRequiredCharacters(value: string): string[] {
  const parts = value.split(':');
  for (let i = 0; i < parts.length - 1; i += 1) {
    if (parts[i].endsWith('\\')) {
      parts[i] = `${parts[i].slice(0, -1)}:${parts[i + 1]}`;
      parts[i + 1] = '';
    }
  }
  return parts.filter(Boolean);
}

/** The rule the two variables give, or undefined when neither is set (the product's rule applies). */
export function goTruePasswordRule(env: NodeJS.ProcessEnv): GoTruePasswordRule | undefined {
  const length = env.GOTRUE_PASSWORD_MIN_LENGTH?.trim();
  const characters = env.GOTRUE_PASSWORD_REQUIRED_CHARACTERS;
  if (!length && !characters) return undefined;
  const minLength = length ? Number(length) : GOTRUE_MIN_PASSWORD_LENGTH;
  if (!Number.isInteger(minLength)) throw new ConfigError(`GOTRUE_PASSWORD_MIN_LENGTH must be a whole number, not "${length}"`);
  return { minLength: Math.max(minLength, GOTRUE_MIN_PASSWORD_LENGTH), requiredCharacters: parseRequiredCharacters(characters ?? '') };
}

/** GoTrue's checkPasswordStrength: its messages, its reasons, every set named when one is missing. */
export function goTruePasswordWeakness(password: string, rule: GoTruePasswordRule): WeakPassword | null {
  const reasons: WeakPasswordReason[] = [];
  const messages: string[] = [];
  if ([...password].length < rule.minLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${rule.minLength} characters.`);
  }
  if (rule.requiredCharacters.some((set) => ![...set].some((character) => password.includes(character)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${rule.requiredCharacters.join(', ')}.`);
  }
  return reasons.length === 0 ? null : { message: messages.join(' '), reasons };
}

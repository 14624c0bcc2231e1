import { USERNAME_MAX, USERNAME_MIN } from '@/shared/config';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** The e-mail's local part as a username, when it makes a valid one. */
export function usernameFromEmail(email: string | null | undefined): string | null {
  const candidate = (email ?? '').split('@')[0].replace(/[^A-Za-z0-9_]/g, '').slice(0, USERNAME_MAX);
  return candidate.length >= USERNAME_MIN ? candidate : null;
}

/** `user_` and five random letters or digits (SPEC §7). */
export function randomUsername(random: () => number = Math.random): string {
  let suffix = '';
  for (let i = 0; i < 5; i += 1) suffix += ALPHABET[Math.floor(random() * ALPHABET.length)];
  return `user_${suffix}`;
}

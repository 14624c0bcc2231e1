// SPEC §8's texts, each written once. They live here rather than beside the error mappers in
// shared/api because code on the landing page's first load (the session mirror) shows them too,
// and shared/api would bring RTK Query into that load. Read in the reader's language (docs/i18n.md):
// read them when the error is mapped or shown, never copied once at module level.
import { USERNAME_TAKEN_SENTENCE } from '@rules/database-sentences';
import { defineTexts } from '@/shared/i18n';

/** SPEC §8, "Database error mapping". */
export const databaseErrorMessages = defineTexts('databaseErrors', {
  offline: 'No internet connection. Please check your network and try again.',
  PGRST301: 'Database row level security policy violation',
  PGRST204: 'Invalid JSON format',
  '42703': 'Database schema error',
  '23505': USERNAME_TAKEN_SENTENCE,
  network: 'Network connection error. Please check your internet connection and try again.',
  fallback: 'An error occurred. Please try again.',
});

const authErrorTexts = defineTexts('authErrors', {
  signIn: 'Failed to sign in. Please check your credentials.',
  google: 'Failed to sign in with Google.',
  sessionLoad: 'Authentication error. Please try again.',
  signInNetwork: 'Network connection error. Please check your internet connection.',
  notAuthenticated: 'Please sign in to continue',
  callback: 'Authentication failed. Please try again.',
  logout: 'Failed to log out',
  emailRegistered: 'This email is already registered. Please sign in instead.',
  registerFallback: 'Failed to register. Please try again.',
  registered: 'Registration successful! Please check your email to verify your account.',
});

type AuthErrorMessages = typeof authErrorTexts & {
  readonly registerOffline: string;
  readonly usernameTaken: string;
  readonly registerNetwork: string;
};

/**
 * SPEC §8, "Sign-in and session" and "Registration". Registration's offline, taken-username and
 * network errors are the database mapping's own texts, looked up each time they are read.
 */
export const authErrorMessages: AuthErrorMessages = Object.create(authErrorTexts, {
  registerOffline: { get: () => databaseErrorMessages.offline, enumerable: true },
  usernameTaken: { get: () => databaseErrorMessages['23505'], enumerable: true },
  registerNetwork: { get: () => databaseErrorMessages.network, enumerable: true },
});

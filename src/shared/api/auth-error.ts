import { USERNAME_TAKEN_SENTENCE } from '@rules/database-sentences';
import { authErrorMessages } from '@/shared/config';
import type { ApiError } from './database-error';
import { isNetworkError } from './database-error';

interface AuthErrorLike {
  message?: string;
  code?: string;
  status?: number;
}

const offline = () => globalThis.navigator?.onLine === false;

/** A password or Google sign-in failure, as the sign-in screen shows it. */
export function mapSignInError(error: unknown, fallback: string = authErrorMessages.signIn): ApiError {
  const { message = '', code, status } = (error ?? {}) as AuthErrorLike;
  if (offline() || isNetworkError(error)) return { message: authErrorMessages.signInNetwork, code: 'network' };
  if (/not authenticated/i.test(message)) return { message: authErrorMessages.notAuthenticated, code, status };
  return { message: fallback, code, status };
}

/** A sign-up failure, as the registration screen shows it. */
export function mapSignUpError(error: unknown): ApiError {
  const { message, code, status } = (error ?? {}) as AuthErrorLike;
  if (offline() || isNetworkError(error)) return { message: authErrorMessages.registerNetwork, code: 'network' };
  // The database's sentence is a code: the reader gets the text in her language, and the form its field.
  if (message === USERNAME_TAKEN_SENTENCE) return { message: authErrorMessages.usernameTaken, code: 'username_taken', status };
  if (/already registered|already been registered|already exists/i.test(message ?? '')) {
    return { message: authErrorMessages.emailRegistered, code, status };
  }
  return { message: message || authErrorMessages.registerFallback, code, status };
}

/** Any sign-out failure reads 'Failed to log out' (supabase-js already tolerates 401, 403 and 404). */
export function mapSignOutError(error: unknown): ApiError {
  const { code } = (error ?? {}) as AuthErrorLike;
  return { message: authErrorMessages.logout, code };
}

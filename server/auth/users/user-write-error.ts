import { AuthHttpError } from '../errors/auth-error';
import { authError } from '../errors/error-catalogue';

interface PostgresError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
}

/** The unique index GoTrue keeps on auth.users(email). */
const USER_EMAIL_KEY = 'users_email_partial_key';

/**
 * Maps a failure while writing a user to a 4xx. Triggers on auth.users (the new-user trigger that
 * creates the profile) may refuse the metadata with a RAISE or a constraint; hosted GoTrue answers
 * that with a 500, which auth-js takes for a network failure, so a refusal the user can fix is
 * answered as a 422. Returns null for anything else, which the caller's 500 path logs.
 */
export function userWriteError(
  error: unknown,
  fallback: 'newUserRejected' | 'userUpdateRejected',
): AuthHttpError | null {
  if (error instanceof AuthHttpError) return error;
  const { code, constraint, message } = (error ?? {}) as PostgresError;
  if (typeof code !== 'string') return null;
  if (code === '23505' && constraint === USER_EMAIL_KEY) return authError('userAlreadyExists');
  // PT4xx: a status chosen by the SQL itself, as PostgREST honours it.
  const chosen = /^PT(4\d\d)$/.exec(code);
  if (chosen && typeof message === 'string') return new AuthHttpError(Number(chosen[1]), 'validation_failed', message);
  // A RAISE EXCEPTION is written for people; constraint texts are not.
  if (code === 'P0001' && typeof message === 'string') return authError(fallback, message);
  if (code.startsWith('22') || code.startsWith('23')) {
    // The client only learns that the write was refused; the log keeps which rule refused it.
    const rule = typeof constraint === 'string' ? `${code} ${constraint}` : code;
    console.warn(`auth: user write refused (${rule}):`, message);
    return authError(fallback);
  }
  return null;
}

import type { ApiError } from './database-error';
import { isNetworkError } from './database-error';

/** SPEC §8, "Sign-in and session" and "Registration": one table of messages. */
export const authErrorMessages = {
  signIn: 'Failed to sign in. Please check your credentials.',
  google: 'Failed to sign in with Google.',
  sessionLoad: 'Authentication error. Please try again.',
  signInNetwork: 'Network connection error. Please check your internet connection.',
  notAuthenticated: 'Please sign in to continue',
  callback: 'Authentication failed. Please try again.',
  logout: 'Failed to log out',
  registerOffline: 'No internet connection. Please check your network and try again.',
  registerNetwork: 'Network connection error. Please check your internet connection and try again.',
  emailRegistered: 'This email is already registered. Please sign in instead.',
  registerFallback: 'Failed to register. Please try again.',
  registered: 'Registration successful! Please check your email to verify your account.',
} as const;

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
  if (/already registered|already been registered|already exists/i.test(message ?? '')) {
    return { message: authErrorMessages.emailRegistered, code, status };
  }
  return { message: message || authErrorMessages.registerFallback, code, status };
}

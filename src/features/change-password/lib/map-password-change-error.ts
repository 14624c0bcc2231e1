import { isNetworkError, type ApiError } from '@/shared/api';
import { databaseErrorMessages, settingsTexts } from '@/shared/config';

interface AuthErrorLike {
  code?: string;
  status?: number;
}

/** GoTrue's answers to a password change (secure password change on), as the form shows them. */
export function mapPasswordChangeError(error: unknown): ApiError {
  const { code, status } = (error ?? {}) as AuthErrorLike;
  if (globalThis.navigator?.onLine === false) return { message: databaseErrorMessages.offline, code: 'offline' };
  if (isNetworkError(error)) return { message: databaseErrorMessages.network, code: 'network' };
  if (code === 'current_password_invalid') return { message: settingsTexts.currentPasswordWrong, code, status, field: 'currentPassword' };
  if (code === 'current_password_required') return { message: settingsTexts.currentPasswordRequired, code, status, field: 'currentPassword' };
  if (code === 'same_password') return { message: settingsTexts.samePassword, code, status, field: 'newPassword' };
  if (status === 429) return { message: settingsTexts.tooManyAttempts, code, status };
  return { message: settingsTexts.passwordFailed, code, status };
}

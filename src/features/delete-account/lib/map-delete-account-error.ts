import type { ApiError } from '@/shared/api';
import { databaseErrorMessages, settingsTexts } from '@/shared/config';
import type { FunctionFailure } from '@/shared/api';

/**
 * The delete-account function answers every refusal with a message written for the member (a
 * wrong confirmation, 'Incorrect password', too many attempts): shown as it is. Without one (the
 * network, a gateway), the generic failure.
 */
export function mapDeleteAccountError(error: unknown): ApiError {
  const { name, status, message } = (error ?? {}) as Partial<FunctionFailure>;
  if (globalThis.navigator?.onLine === false) return { message: databaseErrorMessages.offline, code: 'offline' };
  if (name === 'FunctionsFetchError') return { message: databaseErrorMessages.network, code: 'network' };
  return { message: message ?? settingsTexts.deleteFailed, status };
}

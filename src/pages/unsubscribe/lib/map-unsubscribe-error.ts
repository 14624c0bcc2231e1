import type { ApiError, FunctionFailure } from '@/shared/api';
import { databaseErrorMessages } from '@/shared/config';
import { INVALID_LINK_CODE, unsubscribeTexts as t } from '../config/unsubscribe-texts';

/** A link the function did not sign says so, with where else to turn digests off; anything else may be tried again. */
export function mapUnsubscribeError(error: unknown): ApiError {
  const { name, status, code } = (error ?? {}) as Partial<FunctionFailure>;
  if (code === INVALID_LINK_CODE) return { message: t.invalidLink, code, status };
  if (globalThis.navigator?.onLine === false) return { message: databaseErrorMessages.offline, code: 'offline' };
  if (name === 'FunctionsFetchError') return { message: databaseErrorMessages.network, code: 'network' };
  return { message: t.failed, status };
}

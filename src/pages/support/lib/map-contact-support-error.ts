import { databaseErrorMessages } from '@/shared/config';
import type { ApiError, FunctionFailure } from '@/shared/api';
import { supportTexts as texts } from '../config/texts';

/** Storage refused the screenshot: its status and message. */
export interface ScreenshotUploadFailure {
  name: 'ScreenshotUploadFailure';
  status?: number;
  message?: string;
}

/**
 * What the member is told when a request is not sent. The support function answers with a message
 * written for her (the database's: a blank field, a subject of two lines, the five a day), shown as
 * it is with its code; storage's daily screenshot quota (413) likewise. Without one: offline, the
 * network, or the generic failure.
 */
export function mapContactSupportError(error: unknown): ApiError {
  const failure = (error ?? {}) as Partial<FunctionFailure> & { name?: string };
  if (globalThis.navigator?.onLine === false) return { message: databaseErrorMessages.offline, code: 'offline' };
  if (failure.name === 'FunctionsFetchError') return { message: databaseErrorMessages.network, code: 'network' };
  if (failure.name === 'ScreenshotUploadFailure') {
    return failure.status === 413 && failure.message ? { message: failure.message, status: 413 } : { message: texts.screenshotFailed, status: failure.status };
  }
  return { message: failure.message ?? texts.sendFailed, code: failure.code, status: failure.status };
}

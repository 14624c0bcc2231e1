import type { ServerResponse } from 'node:http';
import { sendJson } from '../../http';

export interface StorageErrorOptions {
  /** The status the error stands for; the body carries it as a string. */
  statusCode: number;
  /** Storage's error code, e.g. 'NoSuchBucket'. */
  code: string;
  /** The older `error` field some clients still read; the code when not given. */
  error?: string;
  message: string;
  /** Only for answers outside Storage's own handler (an unknown route); see httpStatus. */
  httpStatus?: number;
}

/** An error storage-js turns into a StorageApiError: `{ statusCode, code, error, message }`. */
export class StorageError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly error: string;
  /**
   * Hosted Storage answers every error but a 500 with HTTP 400 and puts the real status in the body
   * (storage-js reads it as `statusCode`); clients rely on that, so it is kept.
   */
  readonly httpStatus: number;

  constructor(options: StorageErrorOptions) {
    super(options.message);
    this.name = 'StorageError';
    this.statusCode = options.statusCode;
    this.code = options.code;
    this.error = options.error ?? options.code;
    this.httpStatus = options.httpStatus ?? (options.statusCode === 500 ? 500 : 400);
  }

  body(): Record<string, string> {
    return { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message };
  }
}

export function sendStorageError(res: ServerResponse, error: StorageError): void {
  sendJson(res, error.httpStatus, error.body());
}

/** Why a request was refused before its handler could answer; surfaces map it to their own wire format. */
export type HttpErrorReason =
  | 'no_api_key'
  | 'invalid_api_key'
  | 'invalid_jwt'
  | 'expired_jwt'
  /** A valid, unexpired token whose user was deleted or whose session ended (signed out). */
  | 'revoked_jwt'
  | 'body_too_large'
  | 'invalid_json';

/** An error that already knows its HTTP status and the body a client should see. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly reason: HttpErrorReason,
    message: string,
    readonly body: Record<string, unknown> = { message },
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

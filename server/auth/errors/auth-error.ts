/** An error the auth API answers with a status, a GoTrue error code and a message. */
export class AuthHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra top-level fields of the error body, e.g. `weak_password`. */
    readonly extra: Record<string, unknown> = {},
    /** Extra response headers, e.g. `Retry-After`. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AuthHttpError';
  }
}

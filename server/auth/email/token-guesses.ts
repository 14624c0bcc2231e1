import type { AuthRequest, AuthServices } from '../auth-request';
import { rateLimitedError } from '../errors/error-catalogue';
import { clearTokensOfAddress } from './token-store';

// A wrong link names no address, so every wrong try counts against the client address; a wrong
// code also counts against the address it names, whoever sends it.
const clientKey = (request: AuthRequest) => `client|${request.ip}`;
const addressKey = (email: string) => `address|${email}`;

/**
 * Before any token is looked up: a client address that made five wrong tries within the hour may
 * make no more, the right token included (else the count would only slow a guesser down). 429 with
 * `Retry-After`, which says nothing about any e-mail address.
 */
export function assertMayTryToken(request: AuthRequest, services: AuthServices): void {
  const key = clientKey(request);
  if (services.codeGuesses.exhausted(key)) throw rateLimitedError(services.codeGuesses.retryAfterMs(key));
}

/** Counts one wrong link or code (`email` is '' for a link); at five for an address, its pending links are void. */
export async function countWrongToken(request: AuthRequest, services: AuthServices, email: string): Promise<void> {
  services.codeGuesses.tryAcquire(clientKey(request));
  if (email === '') return;
  services.codeGuesses.tryAcquire(addressKey(email));
  if (services.codeGuesses.exhausted(addressKey(email))) await clearTokensOfAddress(services.ctx.db, email);
}

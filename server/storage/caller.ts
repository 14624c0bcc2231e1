import type { IncomingMessage } from 'node:http';
import type { ServerContext } from '../context';
import { HttpError, requestClaims } from '../http';
import type { Claims } from '../jwt';
import { STORAGE_ERRORS } from './errors/error-catalogue';

/** The caller's verified claims; a bad token is Storage's 403 AccessDenied rather than PostgREST's 401. */
export async function callerClaims(ctx: ServerContext, req: IncomingMessage): Promise<Claims> {
  try {
    return await requestClaims(ctx, req);
  } catch (error) {
    if (error instanceof HttpError && error.reason === 'expired_jwt') {
      throw STORAGE_ERRORS.accessDenied('"exp" claim timestamp check failed');
    }
    if (error instanceof HttpError && error.reason === 'invalid_jwt') {
      throw STORAGE_ERRORS.accessDenied('signature verification failed');
    }
    if (error instanceof HttpError && error.reason === 'revoked_jwt') throw STORAGE_ERRORS.accessDenied(error.message);
    throw error;
  }
}

const UNUSABLE_TOKEN: readonly string[] = ['expired_jwt', 'invalid_jwt', 'revoked_jwt'];

/** For downloads, which hosted Storage serves to a caller with a bad token as to nobody in particular. */
export async function callerClaimsIfValid(ctx: ServerContext, req: IncomingMessage): Promise<Claims | undefined> {
  try {
    return await requestClaims(ctx, req);
  } catch (error) {
    if (error instanceof HttpError && UNUSABLE_TOKEN.includes(error.reason)) return undefined;
    throw error;
  }
}

/** The owner recorded on rows the caller writes: its user id when it is one. */
export function ownerOf(claims: Claims): string | null {
  const sub = claims.sub ?? '';
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sub) ? sub : null;
}

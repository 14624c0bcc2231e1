import type { IncomingMessage } from 'node:http';
import type { ServerContext } from '../context';
import { verifyJwt, type Claims } from '../jwt';
import { HttpError } from './http-error';
import { endedSubject } from './token-subject';
import { VerifiedTokens } from './verified-tokens';

const verified = new WeakMap<ServerContext, VerifiedTokens>();

async function verify(ctx: ServerContext, token: string): Promise<Claims> {
  let cache = verified.get(ctx);
  if (!cache) verified.set(ctx, (cache = new VerifiedTokens()));
  const known = cache.get(token);
  if (known) return known;
  const claims = await verifyJwt(token, ctx.config);
  cache.set(token, claims);
  return claims;
}

/** The `apikey` header, or the `apikey` URL parameter that browsers use for WebSockets. */
export function apiKeyOf(req: IncomingMessage): string | undefined {
  const header = req.headers.apikey;
  if (typeof header === 'string' && header !== '') return header;
  const query = new URL(req.url ?? '/', 'http://localhost').searchParams.get('apikey');
  return query || undefined;
}

/** Refuses a request without one of the project's API keys, as the hosted gateway does. */
export function checkApiKey(ctx: ServerContext, req: IncomingMessage): string {
  const key = apiKeyOf(req);
  if (key === undefined) {
    throw new HttpError(401, 'no_api_key', 'No API key found in request', {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  }
  if (key !== ctx.keys.anonKey && key !== ctx.keys.serviceRoleKey) {
    throw new HttpError(401, 'invalid_api_key', 'Invalid API key', {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    });
  }
  return key;
}

/**
 * The verified claims of a request: the bearer token when one is sent, else the API key's own claims
 * (anon key → anon, service key → service_role). Throws HttpError 401 for a missing or unknown key,
 * for a malformed, forged or expired token, and for one whose user or session no longer exists.
 */
export async function requestClaims(ctx: ServerContext, req: IncomingMessage): Promise<Claims> {
  const key = checkApiKey(ctx, req);
  const authorization = req.headers.authorization;
  if (authorization === undefined) return verify(ctx, key);
  const match = /^bearer\s*(.*)$/i.exec(authorization.trim());
  const token = match ? match[1].trim() : '';
  if (token === '') throw jwtError('invalid_jwt', 'PGRST301', 'Empty JWT is sent in Authorization header');
  const parts = token.split('.').length;
  if (parts !== 3) throw jwtError('invalid_jwt', 'PGRST301', `Expected 3 parts in JWT; got ${parts}`);
  let claims: Claims;
  try {
    claims = await verify(ctx, token);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ERR_JWT_EXPIRED') throw jwtError('expired_jwt', 'PGRST303', 'JWT expired');
    if (code === 'ERR_JWT_CLAIM_VALIDATION_FAILED') throw jwtError('invalid_jwt', 'PGRST303', 'JWT not yet valid');
    throw jwtError('invalid_jwt', 'PGRST301', 'JWT cryptographic operation failed');
  }
  // PGRST303 is PostgREST's code for claims that fail validation (exp, aud): here sub or session_id.
  const ended = await endedSubject(ctx.db, claims);
  if (ended !== undefined) throw jwtError('revoked_jwt', 'PGRST303', ended);
  return claims;
}

// PostgREST's shape for token problems; other surfaces may re-shape by `reason`.
function jwtError(reason: 'invalid_jwt' | 'expired_jwt' | 'revoked_jwt', code: string, message: string): HttpError {
  return new HttpError(
    401,
    reason,
    message,
    { code, details: null, hint: null, message },
    { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"` },
  );
}

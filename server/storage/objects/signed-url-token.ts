import { errors, jwtVerify, SignJWT } from 'jose';
import { STORAGE_ERRORS } from '../errors/error-catalogue';

/**
 * What a signed URL's token may do, as hosted Storage scopes them (storage's src/internal/auth/jwt.ts):
 * a download token can never be replayed against the upload route, nor the reverse.
 */
export type SignedUrlScope = 'download' | 'upload';

export interface SignedUrlClaims {
  scope: SignedUrlScope;
  /** `<bucket>/<key>`: the one object the token opens. */
  url: string;
  /** A download's image transformation, as a query string of transformOptions (opaque to clients). */
  transformations?: string;
  /** An upload's owner (the member who asked for the URL) and whether it may replace. */
  owner?: string;
  upsert?: boolean;
}

const encoder = new TextEncoder();

/** Hosted Storage's check of expiresIn: whole seconds from 1, with an expiry that stays a safe integer in milliseconds. */
export function mustBeValidExpiresIn(expiresIn: unknown): number {
  const seconds = typeof expiresIn === 'number' && Number.isFinite(expiresIn) ? Math.floor(expiresIn) : NaN;
  const max = Math.floor(Number.MAX_SAFE_INTEGER / 1000) - Math.floor(Date.now() / 1000);
  if (!Number.isSafeInteger(seconds) || seconds < 1 || seconds > max) throw STORAGE_ERRORS.invalidParameter('expiresIn');
  return seconds;
}

/** Signs the claims with the project's JWT secret, as Storage signs with its URL signing key. */
export async function signUrlToken(claims: SignedUrlClaims, secret: string, expiresInSeconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInSeconds)
    .sign(encoder.encode(secret));
}

/**
 * The claims of a token for `bucket/key` and `scope`, refused in Storage's words: a malformed or forged
 * token is InvalidJWT, one for another object or action InvalidSignature, an expired one ExpiredToken.
 */
export async function verifyUrlToken(token: string, secret: string, objectPath: string, scope: SignedUrlScope): Promise<SignedUrlClaims> {
  let payload: Partial<SignedUrlClaims>;
  try {
    // Expiry is checked below, after the object and scope, in Storage's order and words.
    ({ payload } = await jwtVerify<Partial<SignedUrlClaims>>(token, encoder.encode(secret), {
      algorithms: ['HS256'],
      currentDate: new Date(0),
    }));
  } catch (error) {
    throw STORAGE_ERRORS.invalidJwt(error instanceof errors.JOSEError ? error.message : 'Invalid JWT');
  }
  if (payload.scope !== scope) throw STORAGE_ERRORS.invalidSignature(`Token is not scoped for ${scope}`);
  if (payload.url !== objectPath) throw STORAGE_ERRORS.invalidSignature();
  const { exp } = payload as { exp?: number };
  if (typeof exp !== 'number' || exp * 1000 < Date.now()) throw STORAGE_ERRORS.expiredSignature();
  return payload as SignedUrlClaims;
}

import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT, type CryptoKey, type JWK, type JWTHeaderParameters, type JWTPayload } from 'jose';

export type Role = 'anon' | 'authenticated' | 'service_role';

/** The claims PostgREST puts in request.jwt.claims. */
export interface Claims extends JWTPayload {
  role: Role;
  sub?: string;
  email?: string;
  session_id?: string;
  aal?: string;
}

const encoder = new TextEncoder();

/** HS256 wants a key of at least 256 bits; a secret shorter than 32 characters cannot carry that. */
export const MIN_JWT_SECRET_LENGTH = 32;

/** A new signing secret: 256 random bits, base64url (43 characters). */
export function randomJwtSecret(): string {
  return randomBytes(32).toString('base64url');
}

export type SigningAlgorithm = 'ES256' | 'RS256';

/** An asymmetric key of the project's (server/jwt-signing-keys.ts); without privateKey it only verifies. */
export interface SigningKey {
  kid: string;
  alg: SigningAlgorithm;
  privateKey?: CryptoKey;
  publicKey: CryptoKey;
  /** The public half as /auth/v1/.well-known/jwks.json publishes it. */
  jwk: JWK;
}

/**
 * What signs and verifies the project's tokens, as ServerConfig holds it: the HS256 secret (the API
 * keys, and every token when there is no key pair) and the asymmetric keys, the first that can sign
 * signing access tokens with its kid. A bare string is the secret alone.
 */
export type JwtKeys = string | { jwtSecret: string; jwtSigningKeys?: readonly SigningKey[] };

const secretOf = (keys: JwtKeys) => (typeof keys === 'string' ? keys : keys.jwtSecret);
const signingKeysOf = (keys: JwtKeys) => (typeof keys === 'string' ? [] : (keys.jwtSigningKeys ?? []));

export async function signJwt(
  claims: Claims,
  keys: JwtKeys,
  expiresInSeconds: number,
  now = Math.floor(Date.now() / 1000),
): Promise<string> {
  const signer = signingKeysOf(keys).find((key) => key.privateKey);
  const jwt = new SignJWT({ ...claims })
    .setProtectedHeader(signer ? { alg: signer.alg, typ: 'JWT', kid: signer.kid } : { alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInSeconds);
  return signer?.privateKey ? jwt.sign(signer.privateKey) : jwt.sign(encoder.encode(secretOf(keys)));
}

/** HS256 takes the secret; ES256 and RS256 the public key its kid names, and nothing else. */
function verificationKey(keys: JwtKeys, header: JWTHeaderParameters): CryptoKey | Uint8Array {
  if (header.alg === 'HS256') return encoder.encode(secretOf(keys));
  const key = signingKeysOf(keys).find((candidate) => candidate.kid === header.kid && candidate.alg === header.alg);
  if (!key) throw new Error('token signed by an unknown key');
  return key.publicKey;
}

/** Verifies an HS256, ES256 or RS256 token; throws when it is malformed, forged or expired. */
export async function verifyJwt(token: string, keys: JwtKeys): Promise<Claims> {
  const { payload } = await jwtVerify(token, (header) => verificationKey(keys, header), { algorithms: ['HS256', 'ES256', 'RS256'] });
  const role = payload.role;
  if (role !== 'anon' && role !== 'authenticated' && role !== 'service_role') {
    throw new Error('token has no known role');
  }
  return payload as Claims;
}

// API keys are issued at a fixed instant so that one secret always yields the same keys.
const KEYS_ISSUED_AT = 1_735_689_600; // 2025-01-01
const KEYS_LIFETIME = 20 * 365 * 24 * 3600;

/** The project's public and privileged API keys, as `supabase status` prints them. */
export async function apiKeys(secret: string): Promise<{ anonKey: string; serviceRoleKey: string }> {
  const [anonKey, serviceRoleKey] = await Promise.all([
    signJwt({ role: 'anon', iss: 'supabase' }, secret, KEYS_LIFETIME, KEYS_ISSUED_AT),
    signJwt({ role: 'service_role', iss: 'supabase' }, secret, KEYS_LIFETIME, KEYS_ISSUED_AT),
  ]);
  return { anonKey, serviceRoleKey };
}

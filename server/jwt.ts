import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';

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

export async function signJwt(
  claims: Claims,
  secret: string,
  expiresInSeconds: number,
  now = Math.floor(Date.now() / 1000),
): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInSeconds)
    .sign(encoder.encode(secret));
}

/** Verifies an HS256 token; throws when it is malformed, forged or expired. */
export async function verifyJwt(token: string, secret: string): Promise<Claims> {
  const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
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

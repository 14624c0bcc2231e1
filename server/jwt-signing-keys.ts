import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
// With the extension: vite.config.ts loads this file through config.ts (see there).
import { createOnce, readIfExists } from './data-dir-file.ts';
import type { SigningKey, SigningAlgorithm } from './jwt.ts';

/** The file in the data directory that holds the key pair signing access tokens (mode 0600). */
export const JWT_SIGNING_KEY_FILE = 'jwt-signing-key.json';

/** A key that cannot be used, and why; config.ts turns it into a ConfigError. */
export class SigningKeyError extends Error {
  override name = 'SigningKeyError';
}

const ALGORITHMS: Record<string, SigningAlgorithm> = { EC: 'ES256', RSA: 'RS256' };
const PUBLIC_MEMBERS: Record<SigningAlgorithm, readonly (keyof JWK)[]> = { ES256: ['kty', 'crv', 'x', 'y', 'kid'], RS256: ['kty', 'n', 'e', 'kid'] };

async function importAsymmetric(jwk: JWK, alg: SigningAlgorithm): Promise<CryptoKey> {
  // WebCrypto lets a private key sign only, so a written key_ops of ["sign", "verify"] is left out.
  const key = await importJWK({ ...jwk, alg, key_ops: undefined }, alg);
  // Only an `oct` JWK imports as bytes, and signingKeyFromJwk takes none.
  if (key instanceof Uint8Array) throw new SigningKeyError('a symmetric key');
  return key;
}

/**
 * One JWK as GoTrue's GOTRUE_JWT_KEYS and `supabase gen signing-key` write it: an EC P-256 or RSA key
 * with a kid. With its private part (`d`) it can sign; without, it only verifies (a rotated-out key).
 */
export async function signingKeyFromJwk(jwk: JWK, where: string): Promise<SigningKey> {
  const alg = ALGORITHMS[jwk.kty ?? ''];
  if (!alg || (jwk.alg && jwk.alg !== alg) || (alg === 'ES256' && jwk.crv !== 'P-256')) {
    throw new SigningKeyError(`${where}: only EC P-256 (ES256) and RSA (RS256) keys sign access tokens; the HS256 secret is JWT_SECRET`);
  }
  if (typeof jwk.kid !== 'string' || !jwk.kid) throw new SigningKeyError(`${where}: every key needs a kid`);
  const publicPart: JWK = Object.fromEntries(PUBLIC_MEMBERS[alg].map((name) => [name, jwk[name]]));
  const signs = jwk.d !== undefined && (jwk.key_ops === undefined || jwk.key_ops.includes('sign'));
  try {
    return {
      kid: jwk.kid,
      alg,
      privateKey: signs ? await importAsymmetric(jwk, alg) : undefined,
      publicKey: await importAsymmetric(publicPart, alg),
      // As hosted Supabase publishes it at /auth/v1/.well-known/jwks.json.
      jwk: { ...publicPart, alg, use: 'sig', key_ops: ['verify'], ext: true },
    };
  } catch (error) {
    throw new SigningKeyError(`${where}: not a usable ${alg} key (${(error as Error).message})`);
  }
}

/** JWT_KEYS: a JSON array of JWKs, GoTrue's GOTRUE_JWT_KEYS. The first that can sign does. */
export async function signingKeysFromEnv(value: string): Promise<SigningKey[]> {
  let jwks: unknown;
  try {
    jwks = JSON.parse(value);
  } catch {
    jwks = undefined;
  }
  if (!Array.isArray(jwks) || jwks.length === 0) throw new SigningKeyError('JWT_KEYS must be a JSON array of JWKs, e.g. from: npx supabase gen signing-key');
  const keys = await Promise.all(jwks.map((jwk: JWK, i) => signingKeyFromJwk(jwk, `JWT_KEYS[${i}]`)));
  if (!keys.some((key) => key.privateKey)) throw new SigningKeyError('JWT_KEYS holds no private key to sign with');
  return keys;
}

/** A new ES256 key pair as a private JWK, its kid a UUID as hosted projects' are. */
export async function newSigningJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'ES256', key_ops: ['sign', 'verify'] };
}

async function readKeyFile(file: string): Promise<SigningKey | undefined> {
  const text = await readIfExists(file);
  if (text === undefined) return undefined;
  let jwk: JWK | undefined;
  try {
    jwk = JSON.parse(text) as JWK;
  } catch {
    // Said below, with what to do.
  }
  const key = jwk && (await signingKeyFromJwk(jwk, file).catch(() => undefined));
  if (!key?.privateKey) {
    throw new Error(`${file} holds no usable signing key. Delete it to have a new one made; that signs everyone out.`);
  }
  return key;
}

/** The data directory's own ES256 key pair, made on first use (data-dir-file.ts: one wins a race). */
export async function dataDirSigningKey(dataDir: string): Promise<SigningKey> {
  const file = path.join(dataDir, JWT_SIGNING_KEY_FILE);
  const existing = await readKeyFile(file);
  if (existing) return existing;
  await createOnce(dataDir, JWT_SIGNING_KEY_FILE, `${JSON.stringify(await newSigningJwk())}\n`);
  const key = await readKeyFile(file);
  if (!key) throw new Error(`${file} vanished while it was being created`);
  return key;
}

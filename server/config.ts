import { isIP } from 'node:net';
import path from 'node:path';
// With extensions, unlike the rest of server/: vite.config.ts loads this file, and Vite's config loader wants them.
import { pickFunctionSecrets, type FunctionSecretName } from '../supabase/functions/_shared/function-secrets.ts';
import { dataDirJwtSecret } from './jwt-secret.ts';
import { dataDirSigningKey, SigningKeyError, signingKeysFromEnv } from './jwt-signing-keys.ts';
import { MIN_JWT_SECRET_LENGTH, type SigningKey } from './jwt.ts';

export interface ServerConfig {
  port: number;
  host: string;
  /** Where PGlite keeps its data and storage keeps its files. */
  dataDir: string;
  /** When set, a PostgreSQL server is used instead of PGlite. */
  databaseUrl?: string;
  jwtSecret: string;
  /**
   * The keys that sign access tokens (ES256/RS256, with a kid) and that /auth/v1/.well-known/jwks.json
   * publishes (loadConfig says which). Unset: access tokens are HS256, signed with jwtSecret.
   */
  jwtSigningKeys?: readonly SigningKey[];
  /** The built SPA served on the same origin. */
  staticDir: string;
  /** Lifetime of an access token in seconds. */
  jwtExpiry: number;
  /** The address people use when the server is behind a proxy, e.g. https://dating.example.com. */
  publicUrl?: string;
  /** The hosted Supabase project the SPA was built for, when it is not this server (an origin). */
  supabaseOrigin?: string;
  /** The variables Edge Functions read (FUNCTION_SECRETS: the AI provider's key, model and URL). */
  functionSecrets: Partial<Record<FunctionSecretName, string>>;
  /**
   * ICE_SERVERS: the STUN/TURN servers video calls use, a JSON array of RTCIceServer, written into
   * index.html for the browser (public: never a secret of the server's). Unset: the SPA's default.
   */
  iceServers?: string;
}

/** Everything but the signing secret and keys, which loadConfig adds. */
export type ServerSettings = Omit<ServerConfig, 'jwtSecret' | 'jwtSigningKeys'>;

/** A setting the server refuses to start with; main prints its message alone. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Secrets printed in public documentation (the Supabase CLI's local default, which this project
 * once used too): a token signed with one of them proves nothing, so none is accepted.
 */
export const PUBLISHED_JWT_SECRETS: readonly string[] = ['super-secret-jwt-token-with-at-least-32-characters-long'];

export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === 'localhost' || bare === '::1') return true;
  const v4 = bare.replace(/^::ffff:/, '');
  return isIP(v4) === 4 && v4.startsWith('127.');
}

const hostOf = (env: NodeJS.ProcessEnv) => env.HOST || '127.0.0.1';

/** NODE_ENV names production in any spelling: `production`, `Production`, ` prod `... */
function isProductionNodeEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return ['production', 'prod'].includes((env.NODE_ENV ?? '').trim().toLowerCase());
}

/** Production: NODE_ENV=production, or listening where others can reach the server. */
export function isProductionMode(env: NodeJS.ProcessEnv = process.env): boolean {
  return isProductionNodeEnv(env) || !isLoopbackHost(hostOf(env));
}

/** The settings from the environment, without touching the disk. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  return {
    port: Number(env.PORT ?? 3000),
    host: hostOf(env),
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    staticDir: path.resolve(env.STATIC_DIR ?? 'dist'),
    jwtExpiry: Number(env.JWT_EXPIRY ?? 3600),
    publicUrl: env.PUBLIC_URL || undefined,
    supabaseOrigin: supabasePublicOrigin(env),
    functionSecrets: pickFunctionSecrets(env),
    iceServers: iceServersSetting(env.ICE_SERVERS),
  };
}

/**
 * ICE_SERVERS as the browser's RTCPeerConnection takes it: `[{"urls": "stun:stun.example.org:3478"},
 * {"urls": "turn:turn.example.org:3478", "username": "u", "credential": "c"}]` (docs/deployment.md,
 * Video calls). A value the browser could not use would break every call: refuse to start instead.
 */
export function iceServersSetting(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    parsed = undefined;
  }
  const urls = (server: unknown) => (server as { urls?: unknown } | null)?.urls;
  const valid = (u: unknown) => typeof u === 'string' && /^(stuns?|turns?):/.test(u);
  if (!Array.isArray(parsed) || !parsed.every((s) => [urls(s)].flat().length > 0 && [urls(s)].flat().every(valid))) {
    throw new ConfigError(`ICE_SERVERS must be a JSON array like [{"urls": "stun:stun.example.org:3478"}], not "${value}"`);
  }
  return JSON.stringify(parsed);
}

/**
 * The origin of the Supabase project the SPA was built for, when that is not this server: the SPA's
 * content security policy must let it talk to that origin. Read from SUPABASE_PUBLIC_URL, else from
 * VITE_SUPABASE_URL (the variable the build itself reads). Unset means the SPA talks to its own origin.
 */
export function supabasePublicOrigin(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const name = env.SUPABASE_PUBLIC_URL ? 'SUPABASE_PUBLIC_URL' : 'VITE_SUPABASE_URL';
  const value = env[name];
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  // A wrong value would make the policy block the app: refuse to start instead.
  if (url?.protocol !== 'https:' && url?.protocol !== 'http:') {
    throw new ConfigError(`${name} must be an http(s) URL such as https://project.supabase.co, not "${value}"`);
  }
  return url.origin;
}

function checkedJwtSecret(secret: string): string {
  if (secret.length < MIN_JWT_SECRET_LENGTH) {
    throw new ConfigError(
      `JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters long (it has ${secret.length}). ` +
        'Generate one with: openssl rand -base64 48',
    );
  }
  if (PUBLISHED_JWT_SECRETS.includes(secret)) {
    throw new ConfigError('JWT_SECRET is a published example secret that anyone can sign tokens with. Generate one with: openssl rand -base64 48');
  }
  return secret;
}

/**
 * The whole configuration. The signing secret is JWT_SECRET when set; otherwise, outside production,
 * the data directory's own random secret (created on first start). Production without JWT_SECRET is
 * refused, so that what signs its tokens is always a deliberate choice of whoever runs it.
 */
export async function loadConfig(env: NodeJS.ProcessEnv = process.env): Promise<ServerConfig> {
  const settings = readConfig(env);
  if (env.JWT_SECRET) {
    const jwtSecret = checkedJwtSecret(env.JWT_SECRET);
    return { ...settings, jwtSecret, jwtSigningKeys: env.JWT_KEYS ? await keysFromEnv(env.JWT_KEYS) : undefined };
  }
  if (isProductionMode(env)) {
    throw new ConfigError(
      `JWT_SECRET is required in production (NODE_ENV=production or a HOST other than loopback; HOST is ${settings.host}). ` +
        `Set it to a random secret of at least ${MIN_JWT_SECRET_LENGTH} characters, e.g. from: openssl rand -base64 48`,
    );
  }
  const [jwtSecret, jwtSigningKeys] = await Promise.all([
    dataDirJwtSecret(settings.dataDir),
    env.JWT_KEYS ? keysFromEnv(env.JWT_KEYS) : dataDirSigningKey(settings.dataDir).then((key) => [key]),
  ]);
  return { ...settings, jwtSecret, jwtSigningKeys };
}

/**
 * JWT_KEYS (GoTrue's GOTRUE_JWT_KEYS): the key pairs that sign access tokens. Without it a server
 * given JWT_SECRET signs them HS256 with the secret, as a legacy project does; a local one signs them
 * ES256 with its data directory's own pair, as a new hosted project does (docs/local-backend.md).
 */
async function keysFromEnv(value: string): Promise<SigningKey[]> {
  try {
    return await signingKeysFromEnv(value);
  } catch (error) {
    throw error instanceof SigningKeyError ? new ConfigError(error.message) : error;
  }
}

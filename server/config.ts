import path from 'node:path';

/** The development secret of a local Supabase stack; production sets JWT_SECRET. */
export const DEVELOPMENT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export interface ServerConfig {
  port: number;
  host: string;
  /** Where PGlite keeps its data and storage keeps its files. */
  dataDir: string;
  /** When set, a PostgreSQL server is used instead of PGlite. */
  databaseUrl?: string;
  jwtSecret: string;
  /** The built SPA served on the same origin. */
  staticDir: string;
  /** Lifetime of an access token in seconds. */
  jwtExpiry: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET ?? DEVELOPMENT_JWT_SECRET,
    staticDir: path.resolve(env.STATIC_DIR ?? 'dist'),
    jwtExpiry: Number(env.JWT_EXPIRY ?? 3600),
  };
}

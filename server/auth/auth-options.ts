import type { RateLimit } from './rate-limiter';

/** Settings of the auth surface beyond ServerConfig; tests pass their own. */
export interface AuthOptions {
  /** Where redirects fall back to; the server's own origin when unset. */
  siteUrl?: string;
  /** Further allowed redirect targets (origin plus optional path prefix, `*` wildcards). */
  additionalRedirectUrls: string[];
  /** Believe X-Forwarded-For for the client address. */
  trustProxy: boolean;
  /** Sign-in and sign-up attempts per client address, each family counted apart. */
  rateLimit: RateLimit;
  /** How long an OAuth auth code may wait for its exchange, like GoTrue's flow state expiry. */
  flowStateTtlSeconds: number;
  /**
   * Offer the local page that stands in for Google. Anyone who can reach it can sign in as any
   * Google identity they type, so a publicly reachable server should turn it off.
   */
  localGoogle: boolean;
}

export const DEFAULT_RATE_LIMIT: RateLimit = { max: 30, windowMs: 5 * 60 * 1000 };
const DEFAULT_FLOW_STATE_TTL_SECONDS = 300;

export function readAuthOptions(env: NodeJS.ProcessEnv = process.env): AuthOptions {
  return {
    siteUrl: env.SITE_URL || undefined,
    additionalRedirectUrls: (env.ADDITIONAL_REDIRECT_URLS ?? '')
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean),
    trustProxy: ['1', 'true', 'yes'].includes((env.TRUST_PROXY ?? '').toLowerCase()),
    rateLimit: DEFAULT_RATE_LIMIT,
    flowStateTtlSeconds: DEFAULT_FLOW_STATE_TTL_SECONDS,
    localGoogle: !['0', 'false', 'no', 'off'].includes((env.LOCAL_GOOGLE_SIGN_IN ?? '').toLowerCase()),
  };
}

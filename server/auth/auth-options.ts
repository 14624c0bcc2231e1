import { isProductionMode } from '../config';
import { trustProxyFromEnv } from '../http';
import type { PasswordAttemptLimits } from './rate-limits/password-attempts';
import type { RateLimit } from './rate-limits/rate-limiter';

export interface AuthRateLimits extends PasswordAttemptLimits {
  /** Sign-in and sign-up requests per client address, each family counted apart (GoTrue's per-IP limit). */
  requests: RateLimit;
}

/** Settings of the auth surface beyond ServerConfig; tests pass their own. */
export interface AuthOptions {
  /** Where redirects fall back to; the server's own origin when unset. */
  siteUrl?: string;
  /** Further allowed redirect targets (origin plus optional path prefix, `*` wildcards). */
  additionalRedirectUrls: string[];
  /** Believe X-Forwarded-For for the client address. */
  trustProxy: boolean;
  rateLimit: AuthRateLimits;
  /** The rate limits' clock (milliseconds); tests move it instead of waiting. */
  now: () => number;
  /** How long an OAuth auth code may wait for its exchange, like GoTrue's flow state expiry. */
  flowStateTtlSeconds: number;
  /**
   * How long after signing in (password or Google) a session may change the password or e-mail
   * without sending `current_password`.
   */
  reauthenticationWindowSeconds: number;
  /**
   * Offer the local page that stands in for Google. Anyone who can reach it can sign in as any
   * Google identity they type, so it is off in production unless LOCAL_GOOGLE_SIGN_IN=true.
   */
  localGoogle: boolean;
}

const MINUTE = 60 * 1000;
export const DEFAULT_RATE_LIMITS: AuthRateLimits = {
  requests: { max: 30, windowMs: 5 * MINUTE },
  perAddress: { max: 20, windowMs: 15 * MINUTE },
  perAccount: { max: 10, windowMs: 15 * MINUTE },
  accountLockdownAt: 100,
};
const DEFAULT_FLOW_STATE_TTL_SECONDS = 300;
const DEFAULT_REAUTHENTICATION_WINDOW_SECONDS = 10 * 60;

const flag = (value: string | undefined, words: string[]) => words.includes((value ?? '').trim().toLowerCase());

/** On by default in development (the e2e tests sign in with it); in production only when asked for. */
function localGoogleEnabled(env: NodeJS.ProcessEnv): boolean {
  if (isProductionMode(env)) return flag(env.LOCAL_GOOGLE_SIGN_IN, ['1', 'true', 'yes', 'on']);
  return !flag(env.LOCAL_GOOGLE_SIGN_IN, ['0', 'false', 'no', 'off']);
}

export function readAuthOptions(env: NodeJS.ProcessEnv = process.env): AuthOptions {
  return {
    siteUrl: env.SITE_URL || undefined,
    additionalRedirectUrls: (env.ADDITIONAL_REDIRECT_URLS ?? '')
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean),
    trustProxy: trustProxyFromEnv(env),
    rateLimit: DEFAULT_RATE_LIMITS,
    now: Date.now,
    flowStateTtlSeconds: DEFAULT_FLOW_STATE_TTL_SECONDS,
    reauthenticationWindowSeconds: DEFAULT_REAUTHENTICATION_WINDOW_SECONDS,
    localGoogle: localGoogleEnabled(env),
  };
}

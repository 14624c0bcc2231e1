import { isLoopbackHost, isProductionMode } from '../config';
import { trustProxyFromEnv, type TrustedProxies } from '../http';
import { BCRYPT_COST } from './passwords/password-hash';
import type { PasswordAttemptLimits } from './rate-limits/password-attempts';
import type { RateLimit } from './rate-limits/rate-limiter';

export interface AuthRateLimits extends PasswordAttemptLimits {
  /** Sign-in and sign-up requests per client address, each family counted apart (GoTrue's per-IP limit). */
  requests: RateLimit;
  /** Requests per user that would change the e-mail address; DEFAULT_RATE_LIMITS' when unset. */
  emailChanges?: RateLimit;
  /** Accounts created per client address (SIGNUP_ACCOUNTS_PER_HOUR); DEFAULT_RATE_LIMITS' when unset. */
  accountsPerAddress?: RateLimit;
  /** Requests that send an auth e-mail, per client address; DEFAULT_RATE_LIMITS' when unset. */
  emailSends?: RateLimit;
  /** Wrong e-mail codes per address before its pending links are void; DEFAULT_RATE_LIMITS' when unset. */
  codeGuesses?: RateLimit;
}

/** Settings of the auth surface beyond ServerConfig; tests pass their own. */
export interface AuthOptions {
  /** Where redirects fall back to; the server's own origin when unset. */
  siteUrl?: string;
  /** Further allowed redirect targets (origin plus optional path prefix, `*` wildcards). */
  additionalRedirectUrls: string[];
  /** The proxies in front of the server whose X-Forwarded-For entries give the client address (`true`: one). */
  trustProxy: TrustedProxies;
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
   * Google identity they type, so it is on only for a plainly local server or LOCAL_GOOGLE_SIGN_IN=true.
   */
  localGoogle: boolean;
  /**
   * Confirm a new member's e-mail at once (GoTrue's MAILER_AUTOCONFIRM), and apply a new e-mail at
   * once. Off in production, so an address is proved by a link sent to it; on for a plainly local
   * server, so the demo needs no mailbox. MAILER_AUTOCONFIRM=true|false decides either way.
   */
  autoconfirm: boolean;
  /**
   * bcrypt's cost for the passwords it stores: GoTrue's 10 (~100 ms a hash). The test servers use 4
   * (~2 ms), as the hashes they store are thrown away; a hash keeps its cost, so sign-in checks any.
   */
  passwordHashCost: number;
}

const MINUTE = 60 * 1000;
export const DEFAULT_RATE_LIMITS: Required<AuthRateLimits> = {
  requests: { max: 30, windowMs: 5 * MINUTE },
  perAddress: { max: 20, windowMs: 15 * MINUTE },
  perAccount: { max: 10, windowMs: 15 * MINUTE },
  accountLockdownAt: 100,
  emailChanges: { max: 5, windowMs: 60 * MINUTE },
  // GoTrue's anchor is 30 sign-ups an hour per address; a person makes one account, a household few.
  accountsPerAddress: { max: 10, windowMs: 60 * MINUTE },
  // A person asks for a reset link or another confirmation once or twice; GoTrue's hosted default is a few an hour.
  emailSends: { max: 10, windowMs: 60 * MINUTE },
  // Six digits are a million codes: five wrong ones and the links sent to that address stop working.
  codeGuesses: { max: 5, windowMs: 60 * MINUTE },
};
const DEFAULT_FLOW_STATE_TTL_SECONDS = 300;
const DEFAULT_REAUTHENTICATION_WINDOW_SECONDS = 10 * 60;

const flag = (value: string | undefined, words: string[]) => words.includes((value ?? '').trim().toLowerCase());
const ON = ['1', 'true', 'yes', 'on'];
const OFF = ['0', 'false', 'no', 'off'];
// Anything else (production in any spelling, staging, live...) may be reachable by others.
const DEVELOPMENT_NODE_ENVS = ['', 'development', 'dev', 'test', 'local'];

const isLoopbackUrl = (url: string) => URL.canParse(url) && isLoopbackHost(new URL(url).hostname);

/**
 * A developer's own server: listening on loopback, reached at a loopback address, behind no proxy,
 * with a development NODE_ENV. A loopback server behind a proxy (PUBLIC_URL elsewhere, or
 * TRUST_PROXY) is as public as the proxy.
 */
function isPlainlyLocal(env: NodeJS.ProcessEnv, trustProxy: number): boolean {
  return (
    flag(env.NODE_ENV, DEVELOPMENT_NODE_ENVS) &&
    !isProductionMode(env) &&
    (!env.PUBLIC_URL || isLoopbackUrl(env.PUBLIC_URL)) &&
    trustProxy === 0
  );
}

/** On for a plainly local server (the e2e tests and `npm start` sign in with it), else only when asked for. */
function localGoogleEnabled(env: NodeJS.ProcessEnv, trustProxy: number): boolean {
  if (flag(env.LOCAL_GOOGLE_SIGN_IN, ON)) return true;
  if (flag(env.LOCAL_GOOGLE_SIGN_IN, OFF)) return false;
  return isPlainlyLocal(env, trustProxy);
}

/** A plainly local server by the environment alone (its own mailbox may be shown at /_mail). */
export function isPlainlyLocalServer(env: NodeJS.ProcessEnv = process.env): boolean {
  return isPlainlyLocal(env, trustProxyFromEnv(env));
}

function autoconfirmEnabled(env: NodeJS.ProcessEnv, trustProxy: number): boolean {
  if (flag(env.MAILER_AUTOCONFIRM, ON)) return true;
  if (flag(env.MAILER_AUTOCONFIRM, OFF)) return false;
  return isPlainlyLocal(env, trustProxy);
}

/** SIGNUP_ACCOUNTS_PER_HOUR, for test suites that sign many members up from one address; 10 otherwise. */
function accountsPerHour(env: NodeJS.ProcessEnv): number {
  const value = Number(env.SIGNUP_ACCOUNTS_PER_HOUR);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_RATE_LIMITS.accountsPerAddress.max;
}

export function readAuthOptions(env: NodeJS.ProcessEnv = process.env): AuthOptions {
  const trustProxy = trustProxyFromEnv(env);
  return {
    siteUrl: env.SITE_URL || undefined,
    additionalRedirectUrls: (env.ADDITIONAL_REDIRECT_URLS ?? '')
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean),
    trustProxy,
    rateLimit: { ...DEFAULT_RATE_LIMITS, accountsPerAddress: { max: accountsPerHour(env), windowMs: 60 * MINUTE } },
    now: Date.now,
    flowStateTtlSeconds: DEFAULT_FLOW_STATE_TTL_SECONDS,
    reauthenticationWindowSeconds: DEFAULT_REAUTHENTICATION_WINDOW_SECONDS,
    localGoogle: localGoogleEnabled(env, trustProxy),
    autoconfirm: autoconfirmEnabled(env, trustProxy),
    passwordHashCost: BCRYPT_COST,
  };
}

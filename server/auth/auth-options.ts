import { trustProxyFromEnv, type TrustedProxies } from '../http';
import { readServerMode } from '../server-mode';
import { goTruePasswordRule, type GoTruePasswordRule } from './passwords/gotrue-password-rule';
import { BCRYPT_COST } from './passwords/password-hash';
import type { PasswordAttemptLimits } from './rate-limits/password-attempts';
import type { RateLimit } from './rate-limits/rate-limiter';

export interface AuthRateLimits extends PasswordAttemptLimits {
  /**
   * Sign-in and sign-up requests per client address, each family counted apart (GoTrue's per-IP
   * limit; SIGN_IN_REQUESTS_PER_5_MINUTES); DEFAULT_RATE_LIMITS' when unset.
   */
  requests: RateLimit;
  /** `/verify` requests per client address (GOTRUE_RATE_LIMIT_VERIFY in 5 minutes); `requests` when unset. */
  verify?: RateLimit;
  /** Requests per user that would change the e-mail address; DEFAULT_RATE_LIMITS' when unset. */
  emailChanges?: RateLimit;
  /** Accounts created per client address (SIGNUP_ACCOUNTS_PER_HOUR); DEFAULT_RATE_LIMITS' when unset. */
  accountsPerAddress?: RateLimit;
  /** Requests that send an auth e-mail, per client address (GOTRUE_RATE_LIMIT_EMAIL_SENT an hour); DEFAULT_RATE_LIMITS' when unset. */
  emailSends?: RateLimit;
  /**
   * Wrong e-mail links and codes per client address before it may try none, and wrong codes per
   * e-mail address before its pending links are void; DEFAULT_RATE_LIMITS' when unset.
   */
  codeGuesses?: RateLimit;
  /** Wrong second-step codes (TOTP or recovery) per account; DEFAULT_RATE_LIMITS' when unset. */
  mfaFailures?: RateLimit;
  /** Anonymous sign-ins per client address (GOTRUE_RATE_LIMIT_ANONYMOUS_USERS an hour); DEFAULT_RATE_LIMITS' when unset. */
  anonymousSignIns?: RateLimit;
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
  /**
   * GoTrue's DISABLE_SIGNUP (`GOTRUE_DISABLE_SIGNUP=true`): nobody makes an account by herself, by
   * password, e-mail link or Google; the operator still can (auth.admin.createUser, invitations).
   */
  disableSignup: boolean;
  /**
   * GOTRUE_PASSWORD_MIN_LENGTH and GOTRUE_PASSWORD_REQUIRED_CHARACTERS, when the operator sets either:
   * new passwords then follow GoTrue's rule and messages. Unset: the product's rule (password-policy.ts).
   */
  passwordRule?: GoTruePasswordRule;
  /**
   * GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED=true: a sign-up without e-mail or phone makes an
   * anonymous user (is_anonymous in her tokens, for RLS), as GoTrue does; off by default.
   */
  anonymousUsers: boolean;
}

const MINUTE = 60 * 1000;
export const DEFAULT_RATE_LIMITS: Required<Omit<AuthRateLimits, 'verify'>> = {
  requests: { max: 30, windowMs: 5 * MINUTE },
  perAddress: { max: 20, windowMs: 15 * MINUTE },
  perAccount: { max: 10, windowMs: 15 * MINUTE },
  accountLockdownAt: 100,
  emailChanges: { max: 5, windowMs: 60 * MINUTE },
  // GoTrue's anchor is 30 sign-ups an hour per address; a person makes one account, a household few.
  accountsPerAddress: { max: 10, windowMs: 60 * MINUTE },
  // A person asks for a reset link or another confirmation once or twice; GoTrue's hosted default is a few an hour.
  emailSends: { max: 10, windowMs: 60 * MINUTE },
  // Six digits are a million codes: five wrong ones and the links sent to that address stop working;
  // five wrong links or codes and a client address may try none for the hour.
  codeGuesses: { max: 5, windowMs: 60 * MINUTE },
  // Three of a million six-digit codes pass at any moment (±1 step): ten wrong ones an hour give a
  // thief with the password about 0.07 % a day, and a member who mistypes plenty of room.
  mfaFailures: { max: 10, windowMs: 60 * MINUTE },
  // GoTrue's default for RATE_LIMIT_ANONYMOUS_USERS.
  anonymousSignIns: { max: 30, windowMs: 60 * MINUTE },
};
const DEFAULT_FLOW_STATE_TTL_SECONDS = 300;
const DEFAULT_REAUTHENTICATION_WINDOW_SECONDS = 10 * 60;

/** A positive whole number from the environment, else the default. */
function positiveInteger(value: string | undefined, otherwise: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : otherwise;
}

export function readAuthOptions(env: NodeJS.ProcessEnv = process.env): AuthOptions {
  const trustProxy = trustProxyFromEnv(env);
  const mode = readServerMode(env);
  return {
    siteUrl: env.SITE_URL || undefined,
    additionalRedirectUrls: (env.ADDITIONAL_REDIRECT_URLS ?? '')
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean),
    trustProxy,
    // For test suites that sign many members up and in from one address; the defaults otherwise.
    rateLimit: {
      ...DEFAULT_RATE_LIMITS,
      requests: { ...DEFAULT_RATE_LIMITS.requests, max: positiveInteger(env.SIGN_IN_REQUESTS_PER_5_MINUTES, DEFAULT_RATE_LIMITS.requests.max) },
      accountsPerAddress: { ...DEFAULT_RATE_LIMITS.accountsPerAddress, max: positiveInteger(env.SIGNUP_ACCOUNTS_PER_HOUR, DEFAULT_RATE_LIMITS.accountsPerAddress.max) },
      // GoTrue's names where GoTrue has the same limit; without them, verify shares the sign-in limit.
      ...(env.GOTRUE_RATE_LIMIT_VERIFY && { verify: { ...DEFAULT_RATE_LIMITS.requests, max: positiveInteger(env.GOTRUE_RATE_LIMIT_VERIFY, DEFAULT_RATE_LIMITS.requests.max) } }),
      emailSends: { ...DEFAULT_RATE_LIMITS.emailSends, max: positiveInteger(env.GOTRUE_RATE_LIMIT_EMAIL_SENT, DEFAULT_RATE_LIMITS.emailSends.max) },
      anonymousSignIns: { ...DEFAULT_RATE_LIMITS.anonymousSignIns, max: positiveInteger(env.GOTRUE_RATE_LIMIT_ANONYMOUS_USERS, DEFAULT_RATE_LIMITS.anonymousSignIns.max) },
    },
    now: Date.now,
    flowStateTtlSeconds: DEFAULT_FLOW_STATE_TTL_SECONDS,
    reauthenticationWindowSeconds: DEFAULT_REAUTHENTICATION_WINDOW_SECONDS,
    localGoogle: mode.google.on,
    autoconfirm: mode.autoconfirm.on,
    passwordHashCost: BCRYPT_COST,
    disableSignup: env.GOTRUE_DISABLE_SIGNUP === 'true',
    passwordRule: goTruePasswordRule(env),
    anonymousUsers: env.GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED === 'true',
  };
}

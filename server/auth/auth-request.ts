import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext } from '../context';
import { apiKeyOf, clientIp, trustedProxyCount } from '../http';
import type { Mailer } from '../mail';
import type { AuthOptions } from './auth-options';
import type { AccountCreations } from './rate-limits/account-creations';
import type { PasswordAttemptGuard } from './rate-limits/password-attempts';
import type { RateLimiter } from './rate-limits/rate-limiter';
import type { SessionOrigin } from './sessions/sessions';

/** What every auth route works with: the server, the surface's settings and its limiters. */
export interface AuthServices {
  ctx: ServerContext;
  options: AuthOptions;
  /** Requests per client address and route family. */
  limiter: RateLimiter;
  /** The verify family's, when GOTRUE_RATE_LIMIT_VERIFY gives it a limit of its own (else `limiter`'s). */
  verifyLimiter: RateLimiter;
  /** Failed password checks per address and per account. */
  passwordAttempts: PasswordAttemptGuard;
  /** Requests that would change a user's e-mail, per user. */
  emailChanges: RateLimiter;
  /** Accounts created per client address. */
  accountCreations: AccountCreations;
  /** Requests that send an auth e-mail (reset, resend), per client address. */
  emailSends: RateLimiter;
  /** Wrong links and codes, per client address and per e-mail address a code names (email/token-guesses.ts). */
  codeGuesses: RateLimiter;
  /** "You already have an account" e-mails per e-mail address: one a minute, like every auth mail. */
  registeredNotices: RateLimiter;
  /** Wrong second-step codes per account (mfa/code-guesses.ts). */
  mfaFailures: RateLimiter;
  /** Anonymous sign-ins per client address (GoTrue's RATE_LIMIT_ANONYMOUS_USERS). */
  anonymousSignIns: RateLimiter;
  /** Wrong codes per MFA challenge: the fifth ends it. */
  challengeFailures: RateLimiter;
  /** The server's one way of sending e-mail (server/mail). */
  mailer: Mailer;
}

/** One request to the auth surface, with what the routes derive from it. */
export interface AuthRequest {
  req: IncomingMessage;
  res: ServerResponse;
  /** The path after the mount, e.g. '/token'. */
  subpath: string;
  url: URL;
  /** Where the surface is mounted on this server, e.g. '/auth/v1'. */
  mountPath: string;
  /** The origin the client reached this server at, e.g. 'http://127.0.0.1:3000'. */
  origin: string;
  ip: string;
  sessionOrigin: SessionOrigin;
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function describeRequest(
  req: IncomingMessage,
  res: ServerResponse,
  subpath: string,
  services: AuthServices,
): AuthRequest {
  const { config } = services.ctx;
  const trustProxy = services.options.trustProxy;
  const forwardedProto = trustProxy ? firstHeader(req.headers['x-forwarded-proto'])?.split(',')[0].trim() : undefined;
  const protocol = forwardedProto === 'https' ? 'https' : 'http';
  const forwardedHost = trustProxy ? firstHeader(req.headers['x-forwarded-host']) : undefined;
  const host = forwardedHost ?? req.headers.host ?? `${config.host}:${config.port}`;
  const url = new URL(req.url ?? '/', `${protocol}://${host}`);
  const mountPath = url.pathname.endsWith(subpath) ? url.pathname.slice(0, -subpath.length) : '/auth/v1';
  // A server-side caller holding the service-role key (an Edge Function checking its caller's
  // password) names the client it acts for in X-Forwarded-For, so the limits count that client:
  // it is one more trusted hop, behind whatever proxies stand in front of the server.
  const serviceRole = apiKeyOf(req) === services.ctx.keys.serviceRoleKey;
  const ip = clientIp(req, trustedProxyCount(trustProxy) + (serviceRole ? 1 : 0));
  return {
    req,
    res,
    subpath,
    url,
    mountPath,
    origin: url.origin,
    ip,
    sessionOrigin: { userAgent: firstHeader(req.headers['user-agent']), ip },
  };
}

/** The token issuer, as GoTrue names it: the auth API's own URL. */
export function issuerOf(request: AuthRequest): string {
  return `${request.origin}${request.mountPath}`;
}

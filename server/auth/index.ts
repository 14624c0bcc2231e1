import type { Handler, ServerContext } from '../context';
import type { Mailer } from '../mail';
import { DEFAULT_RATE_LIMITS, readAuthOptions, type AuthOptions } from './auth-options';
import { describeRequest, type AuthServices } from './auth-request';
import { MIN_SECONDS_BETWEEN_EMAILS } from './email/mail-spacing';
import { authError } from './errors/error-catalogue';
import { sendAuthError } from './errors/error-response';
import { createPasswordAttemptGuard } from './rate-limits/password-attempts';
import { createAccountCreations } from './rate-limits/account-creations';
import { challengeTries } from './mfa/code-guesses';
import { createRateLimiter } from './rate-limits/rate-limiter';
import { routesFor } from './routes';

export { readAuthOptions, type AuthOptions } from './auth-options';

/** The GoTrue-compatible `/auth/v1` surface. */
export function createAuthHandler(ctx: ServerContext, mailer: Mailer, overrides: Partial<AuthOptions> = {}): Handler {
  const options = { ...readAuthOptions(), ...overrides };
  const limits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimit };
  const services: AuthServices = {
    ctx,
    options,
    limiter: createRateLimiter(options.rateLimit.requests, options.now),
    verifyLimiter: createRateLimiter(options.rateLimit.verify ?? options.rateLimit.requests, options.now),
    passwordAttempts: createPasswordAttemptGuard(options.rateLimit, options.now),
    emailChanges: createRateLimiter(options.rateLimit.emailChanges ?? DEFAULT_RATE_LIMITS.emailChanges, options.now),
    accountCreations: createAccountCreations(options.rateLimit.accountsPerAddress ?? DEFAULT_RATE_LIMITS.accountsPerAddress, options.now),
    emailSends: createRateLimiter(limits.emailSends, options.now),
    codeGuesses: createRateLimiter(limits.codeGuesses, options.now),
    mfaFailures: createRateLimiter(limits.mfaFailures, options.now),
    challengeFailures: createRateLimiter(challengeTries, options.now),
    anonymousSignIns: createRateLimiter(limits.anonymousSignIns, options.now),
    registeredNotices: createRateLimiter({ max: 1, windowMs: MIN_SECONDS_BETWEEN_EMAILS * 1000 }, options.now),
    mailer,
  };
  return async (req, res, subpath) => {
    try {
      const request = describeRequest(req, res, subpath, services);
      const path = subpath.replace(/\/+$/, '') || '/';
      const methods = routesFor(path);
      if (!methods) throw authError('notFound');
      const method = req.method ?? 'GET';
      const route = Object.hasOwn(methods, method) ? methods[method] : undefined;
      if (!route) throw authError('methodNotAllowed');
      await route(request, services);
    } catch (error) {
      if (res.headersSent) {
        console.error('auth: failed after answering', error);
        res.destroy();
        return;
      }
      sendAuthError(req, res, error);
    }
  };
}

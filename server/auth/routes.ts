import { adminRoute } from './admin/admin-routes';
import { generateLink, invite } from './admin/generate-link';
import type { AuthRequest, AuthServices } from './auth-request';
import { authError } from './errors/error-catalogue';
import { otp } from './email/otp';
import { recover } from './email/recover';
import { resend } from './email/resend';
import { verify } from './email/verify';
import { authorize } from './google/authorize';
import { callback } from './google/callback';
import { token } from './grants/token';
import { enroll } from './mfa/enroll';
import { factorRoute } from './mfa/factor-routes';
import { verifyRecoveryCode } from './mfa/recovery-codes';
import { PASSKEY_ROUTES, passkeyRoute } from './passkeys/passkey-routes';
import { assertWithinRateLimit } from './rate-limits/rate-limit-guard';
import { jwks } from './sessions/jwks';
import { logout } from './sessions/logout';
import { health, settings } from './settings';
import { getUser, updateUser } from './users/current-user';
import { reauthenticate } from './users/reauthenticate';
import { signup } from './users/signup';

type Route = (request: AuthRequest, services: AuthServices) => Promise<void>;

/** Every path of the auth surface and what each method does there. */
export const AUTH_ROUTES: Record<string, Partial<Record<string, Route>>> = {
  '/settings': { GET: settings },
  '/health': { GET: health },
  '/.well-known/jwks.json': { GET: jwks },
  '/signup': {
    POST: (request, services) => {
      assertWithinRateLimit(request, services, 'sign_up');
      return signup(request, services);
    },
  },
  '/token': { POST: token },
  '/recover': { POST: recover },
  '/otp': { POST: otp },
  '/invite': { POST: invite },
  '/admin/generate_link': { POST: generateLink },
  '/resend': { POST: resend },
  '/verify': { POST: verify },
  '/user': { GET: getUser, PUT: updateUser },
  '/reauthenticate': { GET: reauthenticate, POST: reauthenticate },
  '/logout': { POST: logout },
  '/authorize': { GET: authorize },
  '/callback': { POST: callback },
  '/factors': { POST: enroll },
  '/recovery_codes/verify': { POST: verifyRecoveryCode },
  ...PASSKEY_ROUTES,
};

const samlDisabled: Route = () => Promise.reject(authError('samlDisabled'));
/** SAML single sign-on is off: every /sso route answers as GoTrue's requireSAMLEnabled does. */
function ssoRoute(path: string): Partial<Record<string, Route>> | undefined {
  if (path !== '/sso' && !path.startsWith('/sso/')) return undefined;
  return { GET: samlDisabled, POST: samlDisabled, PUT: samlDisabled, DELETE: samlDisabled };
}

/** The methods of a path: a fixed path of AUTH_ROUTES, or a factor, passkey, admin or SSO path. */
export function routesFor(path: string): Partial<Record<string, Route>> | undefined {
  return Object.hasOwn(AUTH_ROUTES, path)
    ? AUTH_ROUTES[path]
    : (factorRoute(path) ?? passkeyRoute(path) ?? adminRoute(path) ?? ssoRoute(path));
}

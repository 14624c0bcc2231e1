import type { AuthRequest, AuthServices } from './auth-request';
import { authorize } from './google/authorize';
import { callback } from './google/callback';
import { logout } from './logout';
import { assertWithinRateLimit } from './rate-limit-guard';
import { health, settings } from './settings';
import { signup } from './signup';
import { token } from './token';
import { getUser, updateUser } from './user';

type Route = (request: AuthRequest, services: AuthServices) => Promise<void>;

/** Every path of the auth surface and what each method does there. */
export const AUTH_ROUTES: Record<string, Partial<Record<string, Route>>> = {
  '/settings': { GET: settings },
  '/health': { GET: health },
  '/signup': {
    POST: (request, services) => {
      assertWithinRateLimit(request, services, 'sign_up');
      return signup(request, services);
    },
  },
  '/token': { POST: token },
  '/user': { GET: getUser, PUT: updateUser },
  '/logout': { POST: logout },
  '/authorize': { GET: authorize },
  '/callback': { POST: callback },
};

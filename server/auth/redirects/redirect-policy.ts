import type { AuthRequest, AuthServices } from '../auth-request';
import type { RedirectPolicy } from './redirect-url';

/** The redirect policy for this request: this server's origin, the site URL and the allow-list. */
export function redirectPolicy(request: AuthRequest, services: AuthServices): RedirectPolicy {
  return {
    serverOrigin: request.origin,
    siteUrl: services.options.siteUrl,
    allowList: services.options.additionalRedirectUrls,
  };
}

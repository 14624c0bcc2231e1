import type { AuthRequest, AuthServices } from '../auth-request';
import { isRedirectAllowed } from '../redirects/redirect-url';
import { redirectPolicy } from '../redirects/redirect-policy';

/** The SPA's pages that take each kind of link (src/shared/config/routes.ts). */
export const LINK_PAGES = { recovery: '/reset-password', signup: '/auth/confirm', email_change: '/auth/confirm', magiclink: '/auth/confirm', invite: '/auth/confirm' } as const;
export type LinkType = keyof typeof LINK_PAGES;
export const FORGOT_PASSWORD_PAGE = '/forgot-password';

/** The site the SPA is served at: SITE_URL, else this server. */
export function siteUrl(request: AuthRequest, services: AuthServices): string {
  return (services.options.siteUrl ?? request.origin).replace(/\/+$/, '');
}

/**
 * The link an e-mail carries: the page the client asked for (`redirect_to`, when the redirect
 * policy allows it) or the SPA's own page for the type, with `token_hash` (the token's random link
 * secret, under GoTrue's name) and `type` in its query — what the page passes to `verifyOtp` (POST /verify).
 */
export function emailLink(request: AuthRequest, services: AuthServices, type: LinkType, linkToken: string, redirectTo?: string): string {
  const allowed = redirectTo && isRedirectAllowed(redirectTo, redirectPolicy(request, services));
  const url = new URL(allowed ? redirectTo : `${siteUrl(request, services)}${LINK_PAGES[type]}`);
  url.hash = '';
  url.searchParams.set('token_hash', linkToken);
  url.searchParams.set('type', type);
  return url.href;
}

/** The client's redirect target: supabase-js sends `redirectTo`/`emailRedirectTo` as `redirect_to` in the query. */
export function redirectToOf(request: AuthRequest): string | undefined {
  return request.url.searchParams.get('redirect_to') || undefined;
}

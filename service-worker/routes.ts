// Which requests the service worker answers, and how (docs/pwa.md, "What is cached"). Pure, so
// routes.test.ts checks them without a browser.

/** The API under this origin: never answered by the worker, so never served stale (the app's own offline handling covers it). */
const API_PREFIXES = ['/rest/v1/', '/auth/v1/', '/storage/v1/', '/functions/v1/', '/realtime/v1/'];

/** The pages only a member opens, drawn in the browser from the shell: served from the precache, no network before the first paint. */
const MEMBER_PAGES = /^\/(home|messages|settings|notifications|profile|support|analytics|complete-profile)(\/|$)/;

/** A photo in storage: public objects and their resized renditions (src/shared/lib/photo-url/photo-sources.ts). */
const PHOTO_PATHS = ['/storage/v1/object/public/', '/storage/v1/render/image/public/'];

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix) || `${pathname}/` === prefix);
}

/**
 * How a navigation is answered: 'shell' from the precache (a member's page), 'network' first with the
 * shell when offline (visitor pages, which the server prerenders, and routes such as /auth/callback),
 * or 'none' (the API and files: the browser fetches them as if there were no worker).
 */
export function navigationKind(url: URL, origin: string): 'shell' | 'network' | 'none' {
  if (url.origin !== origin || isApiPath(url.pathname)) return 'none';
  // A file (robots.txt, /assets/x.js opened in a tab) is never the app's HTML.
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return 'none';
  return MEMBER_PAGES.test(url.pathname) ? 'shell' : 'network';
}

/**
 * Photos cached on the device: this origin's storage only. Another origin's (a hosted project's) would
 * come back opaque and may be outside the worker's connect-src; they are fetched as without a worker.
 */
export function isCachedPhoto(url: URL, destination: string, origin: string): boolean {
  return destination === 'image' && url.origin === origin && PHOTO_PATHS.some((prefix) => url.pathname.startsWith(prefix));
}

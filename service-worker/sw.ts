/// <reference lib="webworker" />
// The app's service worker, built by vite-plugin-pwa (injectManifest, vite.config.ts) into dist/sw.js.
// What it caches and why: docs/pwa.md. The decisions live in small files tested without a browser.
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { openNotificationTarget } from './notification-click';
import { handlePush } from './push';
import { isCachedPhoto, navigationKind } from './routes';
import { isSkipWaiting, SKIP_WAITING, takesOverNow } from './take-over';

// __WB_MANIFEST: replaced by the build with this build's files and their revisions.
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const SHELL = '/index.html';
const PHOTO_CACHE_ENTRIES = 200;
const PHOTO_CACHE_DAYS = 30;

// The app shell and every file of this build (the list is written in at build time).
// Files by their exact URL only: '/' must not be answered with the shell (directoryIndex), since the
// server has a prerendered page for it; navigations are routed below.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();
// Pages open when the first worker activates come under it at once (the update path waits: take-over.ts).
clientsClaim();

/**
 * The build's shell, or where the browser has evicted the precache (storage pressure, site data
 * cleared while the worker runs) the page from the network: never an error page while online.
 */
async function shellOrNetwork(request: Request): Promise<Response> {
  return (await matchPrecache(SHELL)) ?? fetch(request).catch(() => Response.error());
}

/** The page from the network; offline, the build's shell. */
async function networkOrShell(request: Request): Promise<Response> {
  return fetch(request).catch(async () => (await matchPrecache(SHELL)) ?? Response.error());
}

async function answerNavigation(request: Request, kind: 'shell' | 'network'): Promise<Response> {
  const waiting = self.registration.waiting;
  const windows = await self.clients.matchAll({ type: 'window' });
  if (takesOverNow(waiting !== null, windows.length)) {
    // The new build's HTML from the server; offline, the build this worker has.
    const fresh = await fetch(request).catch(() => undefined);
    if (fresh?.ok) {
      waiting?.postMessage({ type: SKIP_WAITING });
      return fresh;
    }
    return (await matchPrecache(SHELL)) ?? fresh ?? Response.error();
  }
  return kind === 'shell' ? shellOrNetwork(request) : networkOrShell(request);
}

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && navigationKind(url, self.location.origin) !== 'none',
  ({ request, url }) => answerNavigation(request, navigationKind(url, self.location.origin) as 'shell' | 'network'),
);

registerRoute(
  ({ request, url }) => isCachedPhoto(url, request.destination, self.location.origin),
  new CacheFirst({
    cacheName: 'photos',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: PHOTO_CACHE_ENTRIES, maxAgeSeconds: PHOTO_CACHE_DAYS * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);
// Everything else, the API (REST, auth, functions, realtime) above all, is not answered here: the
// browser fetches it as without a worker, so it is never stale.

self.addEventListener('message', (event) => {
  if (isSkipWaiting(event.data)) void self.skipWaiting();
});

self.addEventListener('push', (event) => {
  event.waitUntil(handlePush(event.data?.text() ?? null, self.clients, self.registration, self.navigator.languages));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openNotificationTarget(event.notification.data, self.clients));
});

import { env } from '@/shared/config';
import { afterPageIdle } from '@/shared/lib';

/**
 * The worker's install downloads the whole build (docs/pwa.md): it waits until the page has loaded,
 * been idle, and a few seconds more, so it takes no bandwidth from the page's own late requests (the
 * landing page's plans, a member's first reads after sign-in) nor any time before the first paint.
 */
const AFTER_IDLE_MS = 3000;

/**
 * Starts the service worker: the registration's code is a chunk of its own, asked for then. Never in
 * development (Vite serves modules, not the build the worker precaches) nor where there are no service
 * workers (Jest's jsdom, old browsers, private modes that refuse them).
 */
export function startServiceWorkerWhenIdle(): void {
  if (env.dev || !('serviceWorker' in navigator)) return;
  // The toast's code (and MUI's button) is asked for only when a new build waits. Both imports are
  // here, in the entry, which has the loader of lazy chunks already: a chunk importing another would
  // split that loader out into a script of its own on every page.
  const showUpdateToast = (onReload: () => void) => void import('./update-toast').then((toast) => toast.showUpdateToast(onReload));
  const start = () =>
    void import('./register-service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker(showUpdateToast))
      .catch((error: unknown) => console.warn('The service worker could not be registered', error));
  afterPageIdle(start, AFTER_IDLE_MS);
}

import { env } from '@/shared/config';

/**
 * Starts the service worker once the page has loaded and the browser is idle, so it costs the first
 * paint nothing: the registration's code is a chunk of its own, asked for then. Never in development
 * (Vite serves modules, not the build the worker precaches) nor where there are no service workers
 * (Jest's jsdom, old browsers, private modes that refuse them).
 */
export function startServiceWorkerWhenIdle(): void {
  if (env.dev || !('serviceWorker' in navigator)) return;
  const start = () =>
    void import('./register-service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch((error: unknown) => console.warn('The service worker could not be registered', error));
  const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(start, { timeout: 5000 }) : setTimeout(start, 1000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

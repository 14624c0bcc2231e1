import { offerUpdates, type OfferOptions } from './offer-updates';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Registers the app's worker (dist/sw.js, built from service-worker/sw.ts) and offers new builds. A tab
 * kept open for days still hears of one: the browser checks on navigations; this checks hourly and
 * when the tab is shown again (sw.js is served no-cache, so a check is one small request).
 */
export async function registerServiceWorker(show: OfferOptions['show'], container: ServiceWorkerContainer = navigator.serviceWorker): Promise<void> {
  const registration = await container.register('/sw.js', { scope: '/', type: 'classic', updateViaCache: 'none' });
  offerUpdates(container, registration, { show });
  const check = () => void registration.update().catch(() => undefined);
  window.setInterval(check, HOUR_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

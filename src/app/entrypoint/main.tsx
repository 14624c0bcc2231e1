import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { followSession } from '@/entities/session';
import { setLocaleLoader, startLocale, wantedLocale } from '@/shared/i18n';
import { loadLocale } from '@/shared/i18n-loader';
import { AppTree } from './AppTree';
import { AppRouter } from '../router/AppRouter';
import { preloadPrerendered } from '../router/prerendered-routes';
import { makeStore, startSessionToasts } from '../model';
import { whenRestored } from './when-restored';
import { startServiceWorkerWhenIdle } from '../service-worker/start-service-worker';
import './styles.css';

setLocaleLoader(loadLocale);
const { store, persistor } = makeStore();
startSessionToasts();
followSession(store.dispatch);
// The installable app's worker, after the first paint (docs/pwa.md).
startServiceWorkerWhenIdle();

const app = <AppTree store={store} persistor={persistor} router={<AppRouter />} />;

const container = document.getElementById('root')!;
const prerendered = container.querySelector<HTMLElement>(':scope > .prerendered');
// A browser holding a session is on its way to a member's page, not the visitor page written here
// (public/theme-init.js marks it): the app draws that page in place of the splash.
// The build prerenders in English: a reader in another language gets the page drawn in hers, once her
// catalogue (its own chunk) is here (docs/i18n.md).
const inEnglish = wantedLocale() === 'en';
const forVisitor = prerendered !== null && inEnglish && !document.documentElement.classList.contains('session-stored');

if (forVisitor) {
  // A page the build rendered into the HTML (scripts/prerender.ts; the tree of prerender.tsx) is taken
  // over where it stands: React attaches to its markup instead of drawing it again, once the page's lazy
  // code is here and the stored state is back, so its first render is the one the build made. As a
  // transition, the hydration yields to the browser every few milliseconds (a tap is not held up).
  void Promise.allSettled([preloadPrerendered(window.location.pathname), whenRestored(persistor)]).then(() =>
    startTransition(() => {
      hydrateRoot(prerendered, app);
    }),
  );
} else {
  const root = createRoot(container);
  void startLocale().then(() => startTransition(() => root.render(app)));
}

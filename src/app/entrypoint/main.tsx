import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { currentLocale, setLocaleLoader, startLocale, takeLocaleFromAddress, textDirection, wantedLocale } from '@/shared/i18n';
import { loadLocale } from '@/shared/i18n-loader';
import { afterPageIdle, nextTask } from '@/shared/lib';
import { themeFor } from '@/shared/theme';
import { AppTree } from './AppTree';
import { AppRouter } from '../router/AppRouter';
import { preloadPrerendered } from '../router/prerendered-routes';
import { loadStore, storeOnDemand } from '../model/late-store';
import { takePageSeed } from '../model/page-seed';
import { startServiceWorkerWhenIdle } from '../service-worker/start-service-worker';
import './styles.css';

/**
 * The theme is made in a task of its own, after the code's first run and before the first render, each
 * of which is a long task on a phone already (docs/performance.md, The eighth round).
 */
const prepareTheme = () => nextTask().then(() => void themeFor(textDirection(currentLocale())));

/** A visitor page's store loads this long after the page is idle, unless a form asks for it first. */
const STORE_AFTER_IDLE_MS = 3000;

// First: /es/pricing is the pricing page, in Spanish, before anything reads the address.
takeLocaleFromAddress();
setLocaleLoader(loadLocale);
// The store (Redux Toolkit, redux-persist, the slices, the session's toasts and sync) is a chunk of
// its own (model/late-store.ts), asked for at once on a member's page and later on a visitor's.
const store = storeOnDemand();
// The installable app's worker, after the first paint (docs/pwa.md).
startServiceWorkerWhenIdle();

const app = <AppTree store={store} router={<AppRouter />} />;

const container = document.getElementById('root')!;
const prerendered = container.querySelector<HTMLElement>(':scope > .prerendered');
// A browser holding a session is on its way to a member's page, not the visitor page written here
// (public/theme-init.js marks it): the app draws that page in place of the splash.
// The build prerenders each visitor page in every language, at its own address (docs/i18n.md): a page
// written in another language than the reader's is drawn again in hers, once her catalogue is here.
const inPageLanguage = wantedLocale() === document.documentElement.lang;
const forVisitor = prerendered !== null && inPageLanguage && !document.documentElement.classList.contains('session-stored');

if (forVisitor) {
  // A page the build rendered into the HTML (scripts/prerender.ts; the tree of prerender.tsx) is taken
  // over where it stands: React attaches to its markup instead of drawing it again, once the page's lazy
  // code is here, so its first render is the one the build made. Until the store comes, the guards see
  // a visitor, as the build rendered them. As a transition, the hydration yields to the browser every
  // few milliseconds (a tap is not held up).
  // In another language than English, its catalogue first: the markup is written in it. A page drawn
  // from the API's data carries it (the pricing page's plans): into the cache first, as the build drew it.
  void Promise.all([preloadPrerendered(window.location.pathname), startLocale()])
    .then(takePageSeed)
    .catch(() => undefined)
    .then(prepareTheme)
    .then(() =>
      startTransition(() => {
        hydrateRoot(prerendered, app);
      }),
    );
  // Failing here is no loss: the first page that needs the store asks for it again.
  afterPageIdle(() => void loadStore().catch(() => undefined), STORE_AFTER_IDLE_MS);
} else {
  // supabase-js (the session, then the member's page) is on the way to her first screen: asked for
  // beside the store, not once the store's chunk has run (both are on her preload list).
  void import('@/shared/supabase').then(({ getSupabase, mayHaveSession }) => {
    if (mayHaveSession()) void getSupabase();
  });
  const root = createRoot(container);
  void Promise.all([loadStore(), startLocale()])
    .then(prepareTheme)
    .then(() => startTransition(() => root.render(app)));
}

import type { SessionState } from '@/entities/session';
import type { AppStore } from './store';

/**
 * The store on demand (docs/performance.md, "The sixth round"). Redux Toolkit, immer, redux-persist and
 * the slices are no part of a visitor's first load: a prerendered visitor page is taken over with
 * `lateStore` in the Provider, which shows the route guards a visitor until the real store is here,
 * and then forwards everything to it. The store loads when a page that talks to the backend (a form,
 * a member's page) is about to render, or once the page is idle; a member's page waits for it.
 */

/** What followSession decides at once in a browser that holds no session, as the prerender renders it. */
const visitorSession: SessionState = { loading: false, user: null, error: null, lastEvent: 'INITIAL_SESSION', needsSecondFactor: false };
const beforeTheStore = { session: visitorSession } as ReturnType<AppStore['getState']>;

let real: AppStore | undefined;
let loading: Promise<AppStore> | undefined;
/** Set by the browser's start (main.tsx); tests and the prerender make their own stores. */
let onDemand = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Starts loading the store (once); settles when it is restored and handed to the app. */
export function loadStore(): Promise<AppStore> {
  loading ??= import('./start-store')
    .then(({ startStore }) => startStore())
    .then((store) => {
      real = store;
      store.subscribe(notify);
      // The guards' reading does not change (a visitor either way), so nothing redraws.
      notify();
      return store;
    })
    .catch((error: unknown) => {
      // A chunk that did not arrive (the network): the next page that needs the store asks again.
      loading = undefined;
      throw error;
    });
  return loading;
}

/**
 * What a page that talks to the backend needs first: the store (in the browser) and the API's cache
 * and middleware in it.
 */
export function loadStoreWithApi(): Promise<void> {
  return Promise.all([onDemand ? loadStore() : undefined, import('./api-injection')]).then(([, { ensureApi }]) => ensureApi());
}

/** Settles once the store is here, without asking for it (the toaster comes with it). */
export function whenStoreLoaded(): Promise<unknown> {
  return new Promise<void>((resolve) => {
    if (real) return resolve();
    listeners.add(function loaded() {
      if (!real) return;
      listeners.delete(loaded);
      resolve();
    });
  });
}

/** The Provider's store in the browser: the real one's stand-in until it is loaded. */
export function storeOnDemand(): AppStore {
  onDemand = true;
  return lateStore;
}

const lateStore = {
  getState: () => (real ? real.getState() : beforeTheStore),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  dispatch(action: Parameters<AppStore['dispatch']>[0]) {
    if (real) return real.dispatch(action);
    void loadStore().then((store) => store.dispatch(action));
    return action;
  },
} as unknown as AppStore;

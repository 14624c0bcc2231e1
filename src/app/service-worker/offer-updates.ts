// How a new build reaches an open page (docs/pwa.md, "Updates"): its worker waits, a toast offers
// it, and only the member's Reload activates it and reloads; the page never reloads by itself, so
// nothing typed is lost. update-toast.test.tsx covers it.

/** Spelled as the worker reads it (service-worker/take-over.ts; take-over.test.ts holds the two alike). */
export const SKIP_WAITING = 'SKIP_WAITING';

/** The parts of a ServiceWorker, its registration and navigator.serviceWorker used here. */
export interface WorkerLike {
  state: string;
  postMessage(message: unknown): void;
  addEventListener(type: 'statechange', listener: () => void): void;
}
export interface RegistrationLike {
  waiting: WorkerLike | null;
  installing: WorkerLike | null;
  addEventListener(type: 'updatefound', listener: () => void): void;
}
export interface ContainerLike {
  controller: unknown;
  addEventListener(type: 'controllerchange', listener: () => void): void;
}

export interface OfferOptions {
  /** Shows the toast; Reload calls onReload (update-toast.tsx, loaded when first needed). */
  show: (onReload: () => void) => void;
  reload?: () => void;
}

/**
 * Offers a waiting worker once: the one found at start, or one that finishes installing later. The
 * first worker of a page is no update (the page has no controller yet) and is not offered. On Reload
 * the waiting worker is told to activate, and the page reloads once it controls the page.
 */
export function offerUpdates(
  container: ContainerLike,
  registration: RegistrationLike,
  { show, reload = () => window.location.reload() }: OfferOptions,
): void {
  let offered = false;
  let reloadAsked = false;
  let reloaded = false;
  const offer = (worker: WorkerLike | null) => {
    if (offered || worker === null || !container.controller) return;
    offered = true;
    show(() => {
      reloadAsked = true;
      worker.postMessage({ type: SKIP_WAITING });
    });
  };
  container.addEventListener('controllerchange', () => {
    // Another window's Reload changes this page's worker too: this page goes on as it is.
    if (!reloadAsked || reloaded) return;
    reloaded = true;
    reload();
  });
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(registration.waiting ?? installing);
    });
  });
}

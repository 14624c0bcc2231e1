/**
 * A new build's worker waits while an old page is open, so a page never runs two builds' code. It takes
 * over on the next full navigation when no other window of the app is open (the one being reloaded or
 * replaced is the only one): that navigation is answered from the network, with the new build's HTML,
 * and the waiting worker is told to activate. With more windows open it keeps waiting; each shows the
 * 'A new version is ready — Reload' toast (src/app/service-worker). take-over.test.ts covers it.
 */
export function takesOverNow(hasWaitingWorker: boolean, openWindows: number): boolean {
  return hasWaitingWorker && openWindows <= 1;
}

/** What a page posts to the waiting worker to make it activate (src/app/service-worker/offer-updates.ts). */
export const SKIP_WAITING = 'SKIP_WAITING';

export function isSkipWaiting(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SKIP_WAITING;
}

import type { Page } from 'puppeteer-core';

// Expressions, not functions: they run in the page, whose globals this Node file does not type.
const READY_WITHIN_15_S =
  'navigator.serviceWorker ? Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 15000))]) : false';
const FORGET_WORKERS =
  'Promise.all([navigator.serviceWorker?.getRegistrations().then((all) => Promise.all(all.map((one) => one.unregister()))), caches.keys().then((names) => Promise.all(names.map((name) => caches.delete(name))))])';

/**
 * Loads the page once, as a returning member did, and waits until its service worker is active and
 * controls it (a build without one: the warm figures are those of the HTTP cache alone).
 */
export async function warmUp(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle0' });
  if (!(await page.evaluate(READY_WITHIN_15_S))) {
    console.log('No service worker became ready: warm figures are the HTTP cache alone.');
    return;
  }
  if (!(await page.evaluate('navigator.serviceWorker.controller !== null'))) await page.reload({ waitUntil: 'networkidle0' });
}

/**
 * A first visit: no service worker and none of its caches (the session in local storage stays). An
 * unregistered worker still controls the pages it had until they are gone: the page leaves for
 * about:blank, so the next load is a first visit.
 */
export async function forgetServiceWorkers(page: Page): Promise<void> {
  await page.evaluate(FORGET_WORKERS).catch(() => undefined);
  await page.goto('about:blank');
}

import type { BrowserContext, Page } from '@playwright/test';

/** The worker has installed (the build precached) and controls the page. */
export async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', null, { timeout: 30_000 });
}

/**
 * Hands a push to the origin's service worker as the browser does when its push service delivers
 * one (DevTools' ServiceWorker.deliverPushMessage): Chromium's own push service is out of reach here.
 */
export async function deliverPush(context: BrowserContext, origin: string, data: string): Promise<void> {
  const blank = await context.newPage();
  try {
    const cdp = await context.newCDPSession(blank);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted);
        if (ours) resolve(ours.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId, data });
  } finally {
    await blank.close();
  }
}

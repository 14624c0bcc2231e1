import { expect, test, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { startFakePushService, type FakePushService } from '../server/testing/fake-push-service';
import { demoMembers, signedInState } from './demo-members';
import { E2E_PUSH_PORT } from './ports';

// Noah's phone, with Ascend closed: his device's subscription names a local fake push service
// (the server allows it through PUSH_TEST_ORIGINS, playwright.config.ts), which checks the VAPID
// signature and decrypts what the server sends. Chromium's own push service is out of reach here, so
// the push is handed to Noah's service worker as the browser would hand it (DevTools'
// ServiceWorker.deliverPushMessage). Noah's and Ava's saved sessions are shared: never sign out here.

let push: FakePushService;
test.beforeAll(async () => {
  push = await startFakePushService(E2E_PUSH_PORT);
});
test.afterAll(() => push?.close());

/** Waits until a service worker controls the page, and returns it. */
async function serviceWorkerOf(context: BrowserContext, page: Page): Promise<Worker> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 }).catch(async () => {
    // The first load registers it; the page it takes over is the next one.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  });
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}

/** Saves a device for the signed-in member through the API, as the app does after PushManager.subscribe. */
function saveDevice(page: Page, device: { endpoint: string; p256dh: string; auth: string }) {
  return page.evaluate(async (body) => {
    const key = Object.keys(localStorage).find((k) => /^sb-.+-auth-token$/.test(k))!;
    const { access_token: token } = JSON.parse(localStorage.getItem(key)!);
    const anonKey = document.querySelector<HTMLMetaElement>('meta[name="supabase-anon-key"]')!.content;
    const res = await fetch('/rest/v1/rpc/save_push_subscription', {
      method: 'POST',
      headers: { apikey: anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`save_push_subscription answered ${res.status}: ${await res.text()}`);
  }, { endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth });
}

/** Hands a push to the origin's service worker as the browser does when its push service delivers one. */
async function deliverPush(context: BrowserContext, origin: string, data: string): Promise<void> {
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((one) => one.scopeURL.startsWith(origin) && !one.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registration, data });
  await blank.close();
}

test('a member whose app is closed gets a push for a new message, and the notification opens the thread', async ({ browser, baseURL }) => {
  test.slow();
  const noahContext = await browser.newContext({ storageState: signedInState('noah') });
  await noahContext.grantPermissions(['notifications'], { origin: baseURL });
  const noah = await noahContext.newPage();
  await noah.goto('/home');
  const worker = await serviceWorkerOf(noahContext, noah);
  const device = push.device();
  await saveDevice(noah, device);
  // Ascend closed on Noah's phone: no page, so no connection to the server.
  await noah.close();

  const avaContext = await browser.newContext({ storageState: signedInState('ava') });
  const ava = await avaContext.newPage();
  await ava.goto(`/messages/${demoMembers.noah.id}`);
  const text = `Dinner on Friday? ${Date.now() % 1_000_000}`;
  await ava.getByRole('textbox', { name: 'Message' }).fill(text);
  await ava.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(ava.getByRole('list', { name: 'Messages with Noah' }).getByText(text)).toBeVisible();

  // Signed with the server's VAPID key and decrypted by the fake service with the device's key.
  await expect.poll(() => push.received(device).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const [arrived] = push.received(device);
  expect(arrived.message).toMatchObject({ kind: 'message', url: `/messages/${demoMembers.ava.id}`, tag: `message:${demoMembers.ava.id}` });
  expect(String((arrived.message as { body: string }).body)).toContain('Ava');

  await deliverPush(noahContext, baseURL!, JSON.stringify(arrived.message));
  const shown = () =>
    worker.evaluate(async () =>
      (await (self as unknown as ServiceWorkerGlobalScope).registration.getNotifications()).map((n) => ({ body: n.body, url: n.data?.url })),
    );
  await expect.poll(shown, { timeout: 10_000 }).toEqual([{ body: expect.stringContaining('Ava'), url: `/messages/${demoMembers.ava.id}` }]);

  // Noah taps it: the app opens on Ava's thread.
  const opened = noahContext.waitForEvent('page');
  await worker.evaluate(async () => {
    const scope = self as unknown as ServiceWorkerGlobalScope;
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
  });
  const thread = await opened;
  await expect(thread).toHaveURL(new RegExp(`/messages/${demoMembers.ava.id}$`));
  await expect(thread.getByRole('list', { name: 'Messages with Ava' }).getByText(text)).toBeVisible();

  await Promise.all([noahContext.close(), avaContext.close()]);
});

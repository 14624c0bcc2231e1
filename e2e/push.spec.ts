import { expect, test, type Page } from '@playwright/test';
import { startFakePushService, type FakePushService } from '../server/testing/fake-push-service';
import { demoMembers, signedInState } from './demo-members';
import { E2E_PUSH_PORT } from './ports';
import { controlled, deliverPush } from './service-worker';

// Noah's phone, with Ascend closed: his device's subscription names a local fake push service
// (the server allows it through PUSH_TEST_ORIGINS, playwright.config.ts), which checks the VAPID
// signature and decrypts what the server sends. Chromium's own push service is out of reach here, so
// the push is handed to Noah's service worker as the browser would hand it (DevTools'
// ServiceWorker.deliverPushMessage). Noah's and Ava's saved sessions are shared: never sign out here.

test.use({ serviceWorkers: 'allow' });

let push: FakePushService;
test.beforeAll(async () => {
  push = await startFakePushService(E2E_PUSH_PORT);
});
test.afterAll(() => push?.close());

/** Calls one of the member's push functions through the API with her session, as the app does. */
function callAsMember(page: Page, name: 'save_push_subscription' | 'remove_push_subscription', body: Record<string, string>) {
  return page.evaluate(async ({ name, body }) => {
    const key = Object.keys(localStorage).find((k) => /^sb-.+-auth-token$/.test(k))!;
    const { access_token: token } = JSON.parse(localStorage.getItem(key)!);
    const anonKey = document.querySelector<HTMLMetaElement>('meta[name="supabase-anon-key"]')!.content;
    const res = await fetch(`/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: { apikey: anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${name} answered ${res.status}: ${await res.text()}`);
  }, { name, body });
}

test('a member whose app is closed gets a push for a new message, and the notification opens the thread', async ({ browser, baseURL }) => {
  test.slow();
  const noahContext = await browser.newContext({ storageState: signedInState('noah'), serviceWorkers: 'allow' });
  await noahContext.grantPermissions(['notifications'], { origin: baseURL });
  const noah = await noahContext.newPage();
  await noah.goto('/home');
  await controlled(noah);
  const [worker] = noahContext.serviceWorkers();
  const device = push.device();
  await callAsMember(noah, 'save_push_subscription', { endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth });
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
  // Expressions, not functions: they run in the worker, whose globals this file's DOM types do not know.
  const shown = () =>
    worker.evaluate<{ body: string; url: string }[]>('self.registration.getNotifications().then((all) => all.map((n) => ({ body: n.body, url: n.data?.url })))');
  await expect.poll(shown, { timeout: 10_000 }).toEqual([{ body: expect.stringContaining('Ava'), url: `/messages/${demoMembers.ava.id}` }]);

  // Noah opens Ascend on another page, then taps the notification: that window goes to Ava's thread.
  // (A click dispatched by a test is not the user's, so the browser lets the worker navigate a window
  // but not open one: notification-click.test.ts covers the new window.)
  const app = await noahContext.newPage();
  await app.goto('/home');
  await controlled(app);
  await worker.evaluate(
    "self.registration.getNotifications().then(([notification]) => self.dispatchEvent(new NotificationEvent('notificationclick', { notification })))",
  );
  await expect(app).toHaveURL(new RegExp(`/messages/${demoMembers.ava.id}$`));
  await expect(app.getByRole('list', { name: 'Messages with Ava' }).getByText(text)).toBeVisible();
  // Tapped, it is gone from the tray.
  await expect.poll(shown).toEqual([]);

  // Noah's saved session is shared with other specs: his device goes with this test, or their
  // messages to him would be pushed to a service that is gone.
  await callAsMember(app, 'remove_push_subscription', { endpoint: device.endpoint });
  await Promise.all([noahContext.close(), avaContext.close()]);
});

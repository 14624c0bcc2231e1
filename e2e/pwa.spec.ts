import { expect, test, type Page } from '@playwright/test';
import { demoMembers, signedInState } from './demo-members';
import { controlled } from './service-worker';

// The installable app (docs/pwa.md): its manifest, its worker, and a signed-in member's app offline.
// Ava and Noah are matched in the seed; Ava's saved session is shared with other specs: never sign out.
test.use({ storageState: signedInState('ava'), serviceWorkers: 'allow' });

const stamp = () => `${Date.now() % 1_000_000}`;
const thread = (page: Page) => page.getByRole('list', { name: 'Messages with Noah' });


test('the server serves the worker unchecked by caches and the manifest as a manifest', async ({ request }) => {
  const worker = await request.get('/sw.js');
  expect(worker.ok()).toBe(true);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toMatch(/^text\/javascript/);

  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const app = await manifest.json();
  expect(app).toMatchObject({ name: 'Ascend', start_url: '/home', scope: '/', display: 'standalone' });
  expect(app.shortcuts.map((shortcut: { url: string }) => shortcut.url)).toEqual(['/messages', '/home?likes']);
  const sizes = app.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of [...app.icons, { src: '/icons/apple-touch-icon-180.png' }]) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
});

test('the worker installs; offline, a reload still opens her page; a message waits in the outbox and goes when she is back', async ({ page, context }) => {
  test.slow();
  await page.goto(`/messages/${demoMembers.noah.id}`);
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await controlled(page);
  // A visitor page still comes from the server, prerendered (the shell only stands in for it offline).
  await page.goto('/');
  expect(await page.locator('#root').getAttribute('data-prerendered')).not.toBeNull();
  await page.goto(`/messages/${demoMembers.noah.id}`);
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  // The shell and the code came from the worker: her frame and page, not the browser's offline page.
  // Her data is not kept on the device (only the outbox is): the page says it could not load it. After
  // a reload Chromium's emulated offline still reports navigator.onLine, so the app waits out its
  // retries (about 12 s) as on a network that answers nothing; a phone in flight mode shows it at once.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Ascend home' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByText('Failed to load messages')).toBeVisible({ timeout: 20_000 });
  // Her other pages open too (a full navigation, answered by the worker).
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible({ timeout: 30_000 });

  // Back online, things work: the thread loads.
  await context.setOffline(false);
  await page.goto(`/messages/${demoMembers.noah.id}`);
  const composer = page.getByRole('textbox', { name: 'Message' });
  await expect(composer).toBeVisible();

  // A message written while the network is gone waits in the outbox, and goes when it returns
  // (the 'online' retry: app/layouts/ProtectedLayout).
  await context.setOffline(true);
  const offline = `Written offline ${stamp()}`;
  await composer.fill(offline);
  await composer.press('Enter');
  await expect(thread(page).getByText(offline)).toBeVisible();
  await context.setOffline(false);
  await expect(thread(page).getByRole('listitem').filter({ hasText: offline }).getByText('Sent')).toBeVisible({ timeout: 20_000 });
  await page.reload();
  await expect(thread(page).getByText(offline)).toHaveCount(1);
});

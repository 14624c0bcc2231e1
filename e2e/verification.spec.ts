import { expect, test } from '@playwright/test';
import { startFakeOpenAI, type FakeOpenAI } from '../server/testing/fake-openai';
import { payWith } from './checkout';
import { demoMembers, signedInState } from './demo-members';
import { addPhoto, signedInPage, signUp } from './new-members';
import { E2E_VISION_PORT } from './ports';

// Photo verification (docs/features.md, Verified badge): a new Elite member takes a live selfie with
// Chromium's fake camera, the fake vision provider (VISION_BASE_URL, playwright.config.ts) approves
// it, and her badge shows to Noah on her profile page. And the demo's Noah is verified, as Ava sees
// him in their thread. Each run signs up its own member.

// The fake camera, granted without a prompt, for this spec's browser only (the config's flags kept).
test.use({
  launchOptions: async ({ launchOptions }, use) =>
    use({ ...launchOptions, args: [...(launchOptions.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] }),
});

let vision: FakeOpenAI;
test.beforeAll(async () => {
  vision = await startFakeOpenAI({ port: E2E_VISION_PORT, defaultReply: { text: JSON.stringify({ same_person: true, pose_matches: true, reason: 'Same person.' }) } });
});
test.afterAll(() => vision?.close());

test('an Elite member is verified from a live selfie, and her badge shows on her profile', async ({ page, browser }) => {
  await page.goto('/');
  const member = await signUp(page, `Verify${Date.now() % 100_000}`);
  const her = await signedInPage(browser, member.email);
  await addPhoto(her);
  await her.goto('/pricing');
  await her.getByRole('button', { name: 'Upgrade Plan to Elite' }).click();
  await payWith(her, '4242 4242 4242 4242');
  await expect(her.getByText('Subscription updated successfully!')).toBeVisible();

  await her.goto('/settings');
  const part = her.getByRole('region', { name: 'Photo verification' });
  await part.getByRole('button', { name: 'Get verified' }).click();
  const dialog = her.getByRole('dialog', { name: 'Get verified' });
  await expect(dialog.getByRole('img', { name: /thumbs-up|peace sign|hand|finger/ })).toBeVisible();
  const camera = dialog.getByLabel('Your camera');
  await expect(camera).toBeVisible();
  // The fake device's frames are flowing before the selfie is taken.
  await expect.poll(() => camera.evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Take selfie' }).click();
  await expect(dialog.getByRole('img', { name: 'Your selfie' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Send for verification' }).click();
  await expect(dialog.getByText('You are verified! Your badge now shows on your profile.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(part.getByText('You are verified: your badge shows on your profile.')).toBeVisible();

  // The provider saw the live selfie and her photo, as images.
  const images = vision.requests.flatMap((r) => (r.body.messages[1]?.content as { type: string; image_url?: { url: string } }[]) ?? []);
  expect(images.filter((p) => p.type === 'image_url').map((p) => p.image_url!.url.slice(0, 23))).toEqual(['data:image/jpeg;base64,', 'data:image/jpeg;base64,']);

  const noah = await (await browser.newContext({ storageState: signedInState('noah') })).newPage();
  await noah.goto(`/profile/${member.id}`);
  await expect(noah.getByRole('article').getByRole('img', { name: 'Verified' })).toBeVisible();
});

test.describe('as Ava', () => {
  test.use({ storageState: signedInState('ava') });

  test("sees Noah's badge in their thread and on his profile", async ({ page }) => {
    await page.goto(`/messages/${demoMembers.noah.id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Noah' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Verified' })).toBeVisible();
    await page.goto(`/profile/${demoMembers.noah.id}`);
    await expect(page.getByRole('article').getByRole('img', { name: 'Verified' })).toBeVisible();
  });
});

import { expect, test } from '@playwright/test';
import { signedInPage, signUp } from './new-members';

// Notifications written by the database reach the member's bell live, and her page lists them.
// Between two fresh members: a view is told at most once a day per pair, so a retry starts anew.
test('nina views leo’s profile and likes him: his bell counts both live; his page lists them and clears the bell', async ({ browser, page }) => {
  await page.goto('/');
  const nina = await signUp(page, 'Nina');
  const leo = await signUp(page, 'Leo');

  const leoPage = await signedInPage(browser, leo.email);
  const bell = leoPage.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  const ninaPage = await signedInPage(browser, nina.email);
  await ninaPage.goto(`/profile/${leo.id}`);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await ninaPage.getByRole('button', { name: 'Show Interest in Leo' }).click();
  await ninaPage.getByRole('dialog', { name: 'Show Interest' }).getByRole('button', { name: 'Send Interest' }).click();
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');

  await bell.click();
  const today = leoPage.getByRole('region', { name: 'Today' });
  await expect(today.getByRole('link', { name: /Nina likes you/ })).toBeVisible();
  await expect(today.getByRole('link', { name: /Nina viewed your profile/ })).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');
  await leoPage.getByRole('tab', { name: 'Who viewed you' }).click();
  await leoPage.getByRole('link', { name: /Nina viewed your profile/ }).click();
  await expect(leoPage).toHaveURL(`/profile/${nina.id}`);
  await expect(leoPage.getByRole('heading', { level: 1, name: /^Nina/ })).toBeVisible();
});

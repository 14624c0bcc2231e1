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

test('nina asks leo to connect; he sees it beside his likes, accepts, and they are a match whose thread starts with her message', async ({ browser, page }) => {
  await page.goto('/');
  const nina = await signUp(page, 'Nina');
  const leo = await signUp(page, 'Leo');
  const ninaPage = await signedInPage(browser, nina.email);
  await ninaPage.goto(`/profile/${leo.id}`);
  await ninaPage.getByRole('button', { name: 'Connect with Leo' }).click();
  const ask = ninaPage.getByRole('dialog');
  await ask.getByLabel('Message (optional)').fill('Climbing on Saturday?');
  await ask.getByRole('button', { name: /Send/ }).click();
  await expect(ninaPage.getByText('Connection request sent!')).toBeVisible();

  const leoPage = await signedInPage(browser, leo.email);
  // Her view of his profile, and her request.
  await expect(leoPage.getByRole('banner').getByRole('link', { name: /^Notifications/ })).toHaveAccessibleName('Notifications, 2 unread');
  await leoPage.getByRole('banner').getByRole('button', { name: /^Likes/ }).click();
  await leoPage.getByRole('tab', { name: 'Requests' }).click();
  const requests = leoPage.getByRole('list', { name: 'Connection requests for you' });
  await expect(requests.getByText('Climbing on Saturday?')).toBeVisible();
  await requests.getByRole('button', { name: 'Accept connection request from Nina' }).click();
  await leoPage.getByRole('dialog', { name: "It's a match!" }).getByRole('button', { name: 'Send a message' }).click();
  await expect(leoPage).toHaveURL(`/messages/${nina.id}`);
  await expect(leoPage.getByRole('list', { name: 'Messages with Nina' }).getByText('Climbing on Saturday?')).toBeVisible();
  // Nina hears of the match at once.
  await expect(ninaPage.getByText("It's a match! Leo likes you too.")).toBeVisible();
});

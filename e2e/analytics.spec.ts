import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { signUp, signedInPage } from './new-members';
import { payWith } from './checkout';

// A fresh member opens Analytics from the avatar menu: on Free it says 'Upgrade Plan'; she upgrades
// to Elite with the test card on the server's payment stand-in, and the page draws her last 30 days
// (a like Leo sent her today among them) as charts with the numbers in a table. Fresh members: a
// retry starts on Free again.

async function openAnalytics(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Analytics' }).click();
  await expect(page).toHaveURL('/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
}

test('an Elite member opens analytics from the avatar menu and sees her charts and the table', async ({ browser, page }) => {
  await page.goto('/');
  const mia = await signUp(page, 'Mia');
  const leo = await signUp(page, 'Leo');
  const leoPage = await signedInPage(browser, leo.email);
  await leoPage.goto(`/profile/${mia.id}`);
  await leoPage.getByRole('button', { name: 'Show Interest in Mia' }).click();
  await leoPage.getByRole('dialog', { name: 'Show Interest' }).getByRole('button', { name: 'Send Interest' }).click();
  await expect(leoPage.getByRole('dialog', { name: 'Show Interest' })).toBeHidden();

  const miaPage = await signedInPage(browser, mia.email);
  await openAnalytics(miaPage);
  await expect(miaPage.getByText('Analytics come with Elite. Upgrade your plan to see them.')).toBeVisible();
  await miaPage.getByRole('link', { name: 'Upgrade Plan' }).click();
  await expect(miaPage).toHaveURL('/pricing');
  await miaPage.getByRole('button', { name: 'Upgrade Plan to Elite' }).click();
  await payWith(miaPage, '4242 4242 4242 4242', 'Mia Tester');
  await expect(miaPage.getByText('Subscription updated successfully!')).toBeVisible();

  await openAnalytics(miaPage);
  await expect(miaPage.getByRole('figure', { name: 'Activity' }).getByText('Boost').or(miaPage.getByRole('figure', { name: 'Activity' }).getByRole('img')).first()).toBeAttached();
  await expect(miaPage.getByRole('figure', { name: 'Reply rate' })).toBeVisible();
  const table = miaPage.getByRole('table', { name: 'Your last 30 days, by day (UTC)' });
  await expect(table.getByRole('row')).toHaveCount(32);
  // The header, 30 days and the total; the total's likes received (the second number): Leo's.
  await expect(table.getByRole('row', { name: /^Total/ }).getByRole('cell').nth(1)).toHaveText('1');
  expect(await seriousViolations(miaPage)).toEqual([]);
});

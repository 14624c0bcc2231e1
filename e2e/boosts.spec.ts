import { expect, test } from '@playwright/test';
import { addPhoto, signedInPage, signUp } from './new-members';
import { payWith } from './checkout';

// A boost (docs/plans.md, Boosts): a new member on Free sees Boost locked with Upgrade Plan,
// upgrades to Premium with the test card on the payment stand-in, boosts, and shows first in the
// feed of a second member who fits her (both admit anyone), while her countdown runs. Each run
// signs up its own members, with a name of its own: a retry never meets the last run's boost.

const letters = () => Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test('a Premium member boosts and shows first in the feed of a member who fits her', async ({ page, browser }) => {
  await page.goto('/');
  const name = `Boost${letters()}`;
  const booster = await signUp(page, name);
  const viewer = await signUp(page, `View${letters()}`);

  const her = await signedInPage(browser, booster.email);
  await addPhoto(her);
  // Free has no boost: locked, with the way to a plan that has one.
  const discover = her.getByRole('region', { name: 'Discover' });
  await expect(discover.getByRole('button', { name: 'Boost' })).toBeDisabled();
  await discover.getByRole('link', { name: 'Upgrade Plan' }).click();
  await expect(her).toHaveURL('/pricing');
  await her.getByRole('button', { name: 'Upgrade Plan to Premium' }).click();
  await payWith(her, '4242 4242 4242 4242');
  await expect(her.getByText('Subscription updated successfully!')).toBeVisible();
  await expect(her).toHaveURL('/settings');
  await expect(her.getByText('1 boost left')).toBeVisible();

  await her.goto('/home');
  await her.getByRole('button', { name: 'Boost' }).click();
  await expect(her.getByText(/^Boosted · (30:00|29:\d\d) left$/)).toBeVisible();
  // Unused boosts do not pile up, and a second is not there to take: Settings says when the next comes.
  await her.goto('/settings');
  await expect(her.getByText(/^0 boosts left · Next boost on /)).toBeVisible();

  const him = await signedInPage(browser, viewer.email);
  await expect(him.getByRole('article').first()).toHaveAccessibleName(new RegExp(`^${name}, \\d+$`));
});

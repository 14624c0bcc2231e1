import { expect, test } from '@playwright/test';
import { demoMembers, signedInState } from './demo-members';

const avaProfile = `/profile/${demoMembers.ava.id}`;

test.describe('as noah', () => {
  test.use({ storageState: signedInState('noah') });

  test("noah sees ava's profile: name, age, city, photos, and nothing private", async ({ page }) => {
    await page.goto(avaProfile);
    const profile = page.getByRole('article', { name: /^Ava, \d+$/ });
    await expect(profile).toBeVisible();
    await expect(profile.getByText('New York City, NY')).toBeVisible();
    await expect(profile.getByRole('img', { name: /^Photo 1 of \d+ of Ava$/ })).toBeVisible();
    await expect(profile.getByRole('list', { name: 'Interests' })).toContainText('Art');
    await expect(profile.getByText('168 cm')).toBeVisible();
    await expect(page).toHaveTitle('Ava · Ascend');
    // Not his to edit, and nothing of what only Ava may read.
    await expect(page.getByRole('button', { name: 'Edit profile' })).toHaveCount(0);
    const text = await page.locator('main').innerText();
    for (const secret of ['Thompson', demoMembers.ava.email]) expect(text).not.toContain(secret);
  });

  test('the gallery browses every photo with the keyboard', async ({ page }) => {
    await page.goto(avaProfile);
    const gallery = page.getByRole('region', { name: 'Photos of Ava' });
    const large = gallery.getByRole('img', { name: /^Photo \d+ of \d+ of Ava$/ });
    await expect(large).toHaveAccessibleName(/^Photo 1 of/);
    await gallery.getByRole('button', { name: 'Next photo' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(large).toHaveAccessibleName(/^Photo 2 of/);
  });

  for (const id of ['00000000-0000-4000-8000-00000000dead', 'not-a-uuid']) {
    test(`/profile/${id} shows only 'Profile not found', and Return to Home goes home`, async ({ page }) => {
      await page.goto(`/profile/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Profile not found' })).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(0);
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await expect(page).toHaveURL('/home');
    });
  }
});

test.describe('as ava', () => {
  test.use({ storageState: signedInState('ava') });

  test("ava's own profile offers 'Edit profile', which opens Edit Profile", async ({ page }) => {
    await page.goto(avaProfile);
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Profile' })).toBeVisible();
  });
});

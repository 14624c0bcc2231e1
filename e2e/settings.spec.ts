import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signedInState } from './demo-members';
import { skipWalkThrough } from './new-members';

/** Waits for the save a change in Settings makes (a PATCH of the member's own profile row). */
const saved = (page: Page) => page.waitForResponse((res) => res.request().method() === 'PATCH' && res.url().includes('/rest/v1/profiles') && res.ok());

test.describe('as ava', () => {
  // Ava's saved session (auth.setup.ts): never sign out or delete with it. Each test restores what it changes.
  test.use({ storageState: signedInState('ava') });

  test('a notification toggle is saved at once and still there after a reload', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveTitle('Settings · Ascend');
    const offers = page.getByRole('region', { name: 'Notifications' }).getByRole('switch', { name: 'Special offers' });
    await expect(offers).toBeChecked();
    try {
      await Promise.all([saved(page), offers.click()]);
      await page.reload();
      await expect(offers).not.toBeChecked();
    } finally {
      if (!(await offers.isChecked())) await Promise.all([saved(page), offers.click()]);
    }
    await page.reload();
    await expect(offers).toBeChecked();
  });

  test("the avatar menu's Notifications opens the notifications, which lead to their settings", async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Notifications' }).click();
    await expect(page).toHaveURL('/notifications');
    await page.getByRole('link', { name: 'Notification settings' }).click();
    await expect(page).toHaveURL('/settings#notifications');
    await expect(page.getByRole('heading', { level: 2, name: 'Notifications' })).toBeInViewport();
    await expect(page.getByRole('heading', { level: 2, name: 'Notifications' })).toBeFocused();
  });
});

test('a fresh account is deleted from Settings and can no longer sign in', async ({ page }) => {
  const stamp = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`;
  const email = `leaving.${stamp}@example.com`;
  await page.goto('/register');
  await page.getByLabel('Username').fill(`leaving_${stamp}`);
  await page.getByLabel('First name').fill('Lee');
  await page.getByLabel('Last name').fill('Leaving');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('combobox', { name: 'Gender' }).click();
  await page.getByRole('option', { name: 'Non-binary' }).click();
  await page.getByLabel('Birth date').fill('1990-05-05');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/login');
  // The URL changes before the lazily loaded page replaces the registration form: fill the sign-in form.
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await skipWalkThrough(page);
  await expect(page).toHaveURL('/home');

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete account' });
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await confirm.click();
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  await expect(page).toHaveURL('/');

  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Failed to sign in. Please check your credentials.')).toBeVisible();
  await expect(page).toHaveURL('/login');
});

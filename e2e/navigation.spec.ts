import { expect, test } from '@playwright/test';

test('an unknown path sends a visitor to the landing page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Rise above the swipe.' })).toBeVisible();
});

test('a protected page sends a visitor to sign-in', async ({ page }) => {
  for (const path of ['/home', '/messages', '/settings']) {
    await page.goto(path);
    await expect(page).toHaveURL('/login');
  }
});

test('the theme choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const root = page.locator('html');
  await expect(root).toHaveClass(/dark/);

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(root).toHaveClass(/light/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

  await page.reload();
  await expect(root).toHaveClass(/light/);
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
});

test('without a saved choice the theme follows the system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/light/);
});

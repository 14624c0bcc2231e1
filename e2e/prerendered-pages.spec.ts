import { expect, test, type Page } from '@playwright/test';
import { signedInState } from './demo-members';

/** The app's code never arrives: what shows is the HTML the build prerendered (scripts/prerender.ts). */
const withoutTheApp = (page: Page) => page.route(/\/assets\/.+\.js$/, (route) => route.abort());

test.describe('before the app has loaded, a visitor', () => {
  test.use({ colorScheme: 'light' });

  test('sees the landing page, sign-in and the plans, in her theme', async ({ page }) => {
    await withoutTheApp(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Rise above the swipe.' })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    // The colours are the light theme's, from the theme's CSS variables.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 248, 250)');
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    // Nothing typed now could be lost when the app draws the form: it waits for the app.
    await expect(page.getByLabel('Email address')).toBeDisabled();
  });

  test('can type into the form as soon as the app has taken over', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email address').fill('ava@example.com');
    await expect(page.getByLabel('Email address')).toHaveValue('ava@example.com');
  });
});

test.describe('a member who opens the landing page', () => {
  test.use({ storageState: signedInState('ava') });

  test('is not shown it while the app loads, and goes home', async ({ page }) => {
    await withoutTheApp(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Rise above the swipe.' })).toBeHidden();
    await page.unrouteAll();
    await page.goto('/');
    await expect(page).toHaveURL('/home');
  });
});

import { expect, test } from '@playwright/test';

test('the landing page presents Ascend and its plans', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Rise above the swipe.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'AI matchmaking' })).toBeVisible();
  // The plans load as their section nears the screen, not with the page.
  await page.getByRole('heading', { name: 'Start free, upgrade when you are ready' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('article', { name: 'Free plan' })).toContainText('10 interests/day');
  // SPEC §2's twelve, and Contact support.
  await expect(page.getByRole('contentinfo').getByRole('link')).toHaveCount(13);
});

test('a visitor goes to the plans and back', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'View plans' }).click();
  await expect(page).toHaveURL('/pricing');
  await expect(page.getByRole('article', { name: 'Premium', exact: true })).toContainText('$19.99');
  await expect(page.getByText('7-day free trial')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/');
});

test('terms and privacy lead back to registration', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to registration' }).click();
  await expect(page).toHaveURL('/register');

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to registration' }).click();
  await expect(page).toHaveURL('/register');
});

test('choosing a plan while signed out leads to sign-in', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('link', { name: 'Start free trial with Elite' }).click();
  await expect(page).toHaveURL('/login');
});

test('every footer page has real content', async ({ page }) => {
  for (const [path, title] of [
    ['/about', 'About Ascend'],
    ['/safety', 'Safety Tips'],
    ['/cookie-policy', 'Cookie Policy'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
});

test('public pages fit a 360 px wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/', '/pricing', '/terms', '/privacy', '/help']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});

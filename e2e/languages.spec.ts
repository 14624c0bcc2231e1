import { expect, test } from '@playwright/test';

// docs/i18n.md: the language from the browser, the footer's menu, right to left, the pseudo-locale.

test.describe('a browser that speaks German', () => {
  test.use({ locale: 'de-DE' });

  test('gets the sign-in page in German, and English back from the footer', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible();
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('Arabic from the footer reads right to left, stays after a reload and fits the screen', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'سياسة الخصوصية' })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('the pseudo-locale brackets the translated texts', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'pseudo'));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: /^\[Wélçömé báçk ~+\]$/ })).toBeVisible();
  await expect(page.getByLabel(/^\[Émáîl áddréšš ~+\]/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^\[Šîgñ îñ ~+\]$/ })).toBeVisible();
});

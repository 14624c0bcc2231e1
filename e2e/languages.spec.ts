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

test.describe('a visitor page at its address in another language', () => {
  test.use({ colorScheme: 'light' });

  test('is written in it before any script runs, naming its other languages', async ({ page }) => {
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.goto('/ar/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'مرحبًا بعودتك' })).toBeVisible();
    await expect(page).toHaveTitle('تسجيل الدخول · Ascend');
    await expect(page.locator('meta[name=description]')).toHaveAttribute('content', /^Ascend: مواعدة للبالغين/);
    // Styled as the app would draw it (each page carries all its styles, not only the first Arabic one
    // the build wrote): the header is one bar, the page right under it.
    expect(await page.locator('main').evaluate((main) => main.getBoundingClientRect().top)).toBeLessThan(120);
    const alternates = await page.locator('link[rel=alternate]').evaluateAll((links) =>
      links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
    );
    expect(alternates).toEqual(['en /login', 'es /es/login', 'de /de/login', 'ar /ar/login', 'x-default /login']);
  });

  test('is taken over where it stands, in that language, which she keeps', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto('/es/login');
    // The app's own address: the language is her choice now, kept on this device.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Cambiar al tema oscuro' })).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'Qué bien verte de nuevo' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('es');
    await page.getByRole('link', { name: 'Precios' }).first().click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(problems).toEqual([]);
  });
});

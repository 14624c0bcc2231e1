import { readdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signedInState } from './demo-members';

/**
 * Every page the build prerendered in English (scripts/prerender.ts): dist/prerendered/login.html is
 * /login. The other languages' folders are languages.spec.ts's.
 */
const prerenderedPaths = readdirSync('dist/prerendered')
  .filter((file) => file.endsWith('.html'))
  .map((file) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`));

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
    // The catalogue's plans, as the migrations wrote them: the build drew the page from them.
    await expect(page.getByRole('article', { name: 'Premium' }).getByText('$19.99')).toBeVisible();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page).toHaveTitle('Sign in · Ascend');
    // Nothing typed now could be lost when the app draws the form: it waits for the app.
    await expect(page.getByLabel('Email address')).toBeDisabled();
  });

  test('has it taken over where it stands: nothing drawn again, no mismatch, the toggle named for her theme', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    // Any heading the app would remove to draw its own (hydration keeps the prerendered ones).
    await page.addInitScript(() => {
      const removed: string[] = ((window as unknown as { removedHeadings: string[] }).removedHeadings = []);
      new MutationObserver((mutations) => {
        for (const mutation of mutations)
          for (const node of mutation.removedNodes) {
            if (node instanceof Element && node.matches('h1, :has(h1)')) removed.push(node.outerHTML.slice(0, 80));
          }
      }).observe(document, { childList: true, subtree: true });
    });
    expect(prerenderedPaths).toEqual(expect.arrayContaining(['/', '/login', '/register', '/pricing', '/terms']));
    for (const path of prerenderedPaths) {
      await page.goto(path);
      const toggle = page.getByRole('button', { name: 'Switch to dark theme' });
      await expect(toggle).toBeEnabled();
      expect(await page.evaluate(() => (window as unknown as { removedHeadings: string[] }).removedHeadings), path).toEqual([]);
    }
    expect(problems).toEqual([]);
  });

  test("loads none of a member's scripts (her first reads, her page's preload)", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeEnabled();
    // The page's own chunk comes with the app's, preloaded by the build's starter.
    expect(scripts.some((src) => /^\/assets\/landing-[^/]+\.js$/.test(src))).toBe(true);
    expect(scripts).not.toContain('/early-requests.js');
    expect(scripts).not.toContain('/route-preload.js');
  });

  test('has the pricing page taken over with the plans it was drawn from: nothing asked of the API', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/(rest|functions)\/v1\//.test(request.url())) asked.push(new URL(request.url()).pathname);
    });
    await page.goto('/es/pricing');
    await expect(page.getByRole('article', { name: 'Premium' })).toBeVisible();
    // Taken over (the toggle works), and then quiet: a query the page made would have gone out by now.
    await expect(page.getByRole('button', { name: 'Cambiar al tema oscuro' })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
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
    const memberScripts = ['/early-requests.js', '/route-preload.js'].map((path) => page.waitForRequest((request) => new URL(request.url()).pathname === path));
    await page.goto('/');
    // The page leaves them out for visitors; the theme script adds them for her.
    await Promise.all(memberScripts);
    await expect(page.getByRole('heading', { level: 1, name: 'Rise above the swipe.' })).toBeHidden();
    await page.unrouteAll();
    await page.goto('/');
    await expect(page).toHaveURL('/home');
  });

  test("has her home's code asked for before the app runs, from / as from /home", async ({ page }) => {
    await withoutTheApp(page);
    for (const path of ['/', '/home']) {
      await page.goto(path);
      // /route-preload.js, which the theme script's mark of her session sends to her home's chunks.
      await expect(page.locator('link[rel="modulepreload"][href^="/assets/home-"]'), path).toHaveCount(1);
    }
  });
});

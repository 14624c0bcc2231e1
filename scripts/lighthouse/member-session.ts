import type { Browser, Page } from 'puppeteer-core';

/** The feed's first card's portrait (ProfileCard's 'Photo of …'), loaded: an expression run in the page. */
export const FIRST_CARD_PORTRAIT_LOADED =
  "(() => { const image = document.querySelector('main img[alt^=\"Photo of\"]'); return Boolean(image && image.complete && image.naturalWidth > 0); })()";

export const DEMO_MEMBER = { email: 'ava@demo.ascend.app', password: 'Ascend-demo1' };

/**
 * Signs the demo member in through the sign-in form, as a person does: the session lands in the
 * page's local storage, where each signed-in audit finds it. Retried while the server is still
 * seeding the demo world.
 */
export async function signInDemoMember(browser: Browser, origin: string): Promise<Page> {
  const page = await browser.newPage();
  for (let attempt = 1; ; attempt++) {
    await page.goto(`${origin}/login`, { waitUntil: 'networkidle0' });
    await page.locator('input[name="email"]').fill(DEMO_MEMBER.email);
    await page.locator('input[name="password"]').fill(DEMO_MEMBER.password);
    await page.locator('button[type="submit"]').click();
    try {
      // Expressions, not functions: they run in the page, whose globals this Node file does not type.
      await page.waitForFunction("location.pathname === '/home'", { timeout: 15_000 });
      return page;
    } catch (error) {
      if (attempt >= 8) throw error;
    }
  }
}

/**
 * Milliseconds from pressing 'Sign in' to the first card's portrait painted, on a desktop-sized
 * window with no throttling and a cold cache: the "first card visible ≤ 1 s after sign-in".
 */
export async function timeToFirstCard(browser: Browser, origin: string): Promise<number> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  await page.goto(`${origin}/login`, { waitUntil: 'networkidle0' });
  await page.locator('input[name="email"]').fill(DEMO_MEMBER.email);
  await page.locator('input[name="password"]').fill(DEMO_MEMBER.password);
  const started = await page.evaluate(() => performance.now());
  await page.locator('button[type="submit"]').click();
  await page.waitForFunction(FIRST_CARD_PORTRAIT_LOADED, { timeout: 30_000, polling: 'raf' });
  const shown = await page.evaluate(() => performance.now());
  await context.close();
  return shown - started;
}

import { expect, test, type Page } from '@playwright/test';
import { signedInState } from './demo-members';

test.use({ storageState: signedInState('ava') });

/** Calls the REST API from the page with its signed-in session, as the SPA does. */
async function restAsPage(page: Page, path: string) {
  return page.evaluate(async (query) => {
    const key = Object.keys(localStorage).find((k) => /^sb-.+-auth-token$/.test(k))!;
    const session = JSON.parse(localStorage.getItem(key)!);
    const anonKey = document.querySelector<HTMLMetaElement>('meta[name="supabase-anon-key"]')!.content;
    const res = await fetch(`/rest/v1/${query}`, { headers: { apikey: anonKey, Authorization: `Bearer ${session.access_token}` } });
    return { status: res.status, body: await res.json() };
  }, path);
}

test('the app runs under its content security policy, signed in too', async ({ page, browser }) => {
  const refused: string[] = [];
  const watch = (watched: Page) =>
    watched.on('console', (message) => {
      if (/content security policy|refused to/i.test(message.text())) refused.push(message.text());
    });
  // A visitor on the landing page: a context of its own, with an empty state instead of the member's.
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const landingPage = await visitor.newPage();
  watch(landingPage);
  const landing = await landingPage.goto('/');
  // Its own scripts, and the inline scripts the build wrote (the theme's, the prerendered page's starter)
  // by their hashes.
  expect(landing!.headers()['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*'){2};/);
  expect(landing!.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  await expect(landingPage.getByRole('heading', { level: 1, name: 'Rise above the swipe.' })).toBeVisible();
  // The app has taken over the prerendered page: its buttons work.
  await expect(landingPage.getByRole('button', { name: /Switch to (light|dark) theme/ })).toBeEnabled();
  await visitor.close();

  watch(page);
  for (const path of ['/home', '/messages', '/settings']) {
    await page.goto(path);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('banner')).toBeVisible();
  }
  expect(refused).toEqual([]);
});

test('a member sees another member’s public part and photos, never their private fields', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('banner')).toBeVisible();

  const hidden = await restAsPage(page, 'profiles?select=email,birth_date&username=eq.noah');
  expect(hidden).toEqual({ status: 200, body: [] });
  const seen = await restAsPage(page, 'public_profiles?select=first_name,age,photos&username=eq.noah');
  expect(seen.body).toEqual([{ first_name: 'Noah', age: 31, photos: [expect.any(String), expect.any(String)] }]);

  // The demo photos are real uploads: served from storage, as JPEGs, under this page's CSP.
  const photo = await page.request.get(seen.body[0].photos[0]);
  expect(photo.status()).toBe(200);
  expect(photo.headers()['content-type']).toBe('image/jpeg');
  const shown = await page.evaluate(async (url) => {
    const img = new Image();
    img.src = url;
    await img.decode();
    return img.naturalWidth;
  }, seen.body[0].photos[0]);
  expect(shown).toBe(800);
});

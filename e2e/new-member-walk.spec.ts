import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { NEW_MEMBER_PASSWORD, signedInPage, signUp } from './new-members';

// What a new member noticed on her first walk, checked where only a browser can: names whole on a
// 320 px phone, a like she sent withdrawn, a spent reset link said at once. Fresh members each time.

/** A REST call as the page's signed-in member; resolves to the HTTP status and the JSON answer. */
function callAs(page: Page, path: string, body?: object): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ path, body }) => {
      const key = Object.keys(localStorage).find((k) => /^sb-.+-auth-token$/.test(k))!;
      const session = JSON.parse(localStorage.getItem(key)!);
      const anonKey = document.querySelector<HTMLMetaElement>('meta[name="supabase-anon-key"]')!.content;
      const headers = { apikey: anonKey, Authorization: `Bearer ${session.access_token}`, 'Content-Type': 'application/json' };
      const res = await fetch(path, body ? { method: 'POST', headers, body: JSON.stringify(body) } : { headers });
      const text = await res.text();
      return { status: res.status, json: text ? JSON.parse(text) : null };
    },
    { path, body },
  );
}

/** A member's own browser at a phone's width, signed in through the form. */
async function phonePage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 320, height: 640 }, storageState: { cookies: [], origins: [] } })).newPage();
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(NEW_MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/home');
  return page;
}

/** Shown whole: nothing of its text is cut off (no ellipsis, no hidden overflow) and it lies on the screen. */
async function expectWhole(text: Locator) {
  await expect(text).toBeVisible();
  const cut = await text.evaluate((element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.textOverflow === 'ellipsis' && node.scrollWidth > node.clientWidth) return 'ellipsis';
    }
    return element.scrollWidth > element.clientWidth ? 'overflows' : null;
  });
  expect(cut).toBeNull();
  const box = (await text.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
}

test('names are shown whole on a 320 px phone: in the conversation list and the thread header', async ({ browser, page }) => {
  await page.goto('/');
  const long = 'Maximilianajosephine';
  const [ava, max] = [await signUp(page, 'Ava'), await signUp(page, long)];
  const avaPage = await phonePage(browser, ava.email);
  const maxPage = await signedInPage(browser, max.email);
  // A match: each likes the other.
  expect((await callAs(maxPage, '/rest/v1/interests', { sender_id: max.id, receiver_id: ava.id })).status).toBe(201);
  expect((await callAs(avaPage, '/rest/v1/interests', { sender_id: ava.id, receiver_id: max.id })).status).toBe(201);

  await avaPage.goto('/messages');
  const row = avaPage.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(long) });
  await expectWhole(row.getByText(long, { exact: true }));
  await expectWhole(row.getByText(/^@maximilianajosephine_/));

  await row.click();
  const thread = avaPage.getByRole('region', { name: `Conversation with ${long}` });
  await expectWhole(thread.getByRole('heading', { level: 2, name: long }));
  await expectWhole(thread.getByText(/^@maximilianajosephine_/));
  // Its actions are still there, on a line of their own where the row is too narrow.
  await expect(thread.getByRole('button', { name: `More actions for ${long}` })).toBeVisible();
  await avaPage.context().close();
  await maxPage.context().close();
});

test('a like she sent is listed on the Sent tab and withdrawn: gone for him, still counted today', async ({ browser, page }) => {
  await page.goto('/');
  const [zoe, theo] = [await signUp(page, 'Zoe'), await signUp(page, 'Theo')];
  const zoePage = await signedInPage(browser, zoe.email);
  expect((await callAs(zoePage, '/rest/v1/interests', { sender_id: zoe.id, receiver_id: theo.id, message: 'Hi Theo' })).status).toBe(201);

  await zoePage.getByRole('banner').getByRole('button', { name: /^Likes/ }).click();
  const dialog = zoePage.getByRole('dialog', { name: 'People Interested in You' });
  await dialog.getByRole('tab', { name: 'Sent' }).click();
  const sent = dialog.getByRole('list', { name: 'Likes you sent' });
  await expect(sent.getByRole('link', { name: /^Theo/ })).toBeVisible();
  await expect(sent.getByText('Hi Theo')).toBeVisible();
  await sent.getByRole('button', { name: 'Withdraw your like for Theo' }).click();
  await expect(zoePage.getByText('Your like for Theo was withdrawn')).toBeVisible();
  await expect(dialog.getByText('You have no likes waiting for an answer.')).toBeVisible();

  // Theo has no like and no notification of it; Zoe's day still counts it.
  const theoPage = await signedInPage(browser, theo.email);
  expect((await callAs(theoPage, '/rest/v1/interests?select=id')).json).toEqual([]);
  expect((await callAs(theoPage, '/rest/v1/notifications?select=kind')).json).toEqual([]);
  expect((await callAs(zoePage, '/rest/v1/rpc/get_my_usage', {})).json).toEqual([expect.objectContaining({ interests: 1 })]);
  await zoePage.context().close();
  await theoPage.context().close();
});

test('a reset link that does not work is said at once, before any password is typed', async ({ page }) => {
  // Opening the page spends nothing; Continue checks the link.
  await page.goto(`/reset-password?token_hash=${'0'.repeat(64)}&type=recovery`);
  await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('This reset link has expired or was already used. Ask for a new one below.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toBeHidden();
  await page.getByRole('link', { name: 'Send a new link' }).click();
  await expect(page).toHaveURL('/forgot-password');
});

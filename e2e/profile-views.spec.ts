import { expect, test, type Page } from '@playwright/test';
import { signedInPage, signUp } from './new-members';

// Profile views a day (docs/plans.md, Limits): a Free member opens 25 other members' profiles a day.
// The first 24 are opened through the API the page uses (open_profile), to keep the test short; the
// 25th and the 26th in the browser. Past the limit the page says so with 'Upgrade Plan' and shows
// nothing of the member; one she opened today still opens, counted once.

/** Opens the first `count` of `ids` as the page's member would; resolves to the HTTP statuses. */
function openThroughTheApi(page: Page, ids: string[]) {
  return page.evaluate(async (ids) => {
    const key = Object.keys(localStorage).find((k) => /^sb-.+-auth-token$/.test(k))!;
    const session = JSON.parse(localStorage.getItem(key)!);
    const anonKey = document.querySelector<HTMLMetaElement>('meta[name="supabase-anon-key"]')!.content;
    const headers = { apikey: anonKey, Authorization: `Bearer ${session.access_token}`, 'Content-Type': 'application/json' };
    const statuses: number[] = [];
    for (const id of ids) {
      statuses.push((await fetch('/rest/v1/rpc/open_profile', { method: 'POST', headers, body: JSON.stringify({ member: id }) })).status);
    }
    return statuses;
  }, ids);
}

/** Members the page's member may see, with their first names: the demo world's. */
function visibleMembers(page: Page, me: string) {
  return page.evaluate(async (me) => {
    const key = Object.keys(localStorage).find((k) => /^sb-.+-auth-token$/.test(k))!;
    const session = JSON.parse(localStorage.getItem(key)!);
    const anonKey = document.querySelector<HTMLMetaElement>('meta[name="supabase-anon-key"]')!.content;
    const headers = { apikey: anonKey, Authorization: `Bearer ${session.access_token}` };
    const rows = await (await fetch(`/rest/v1/public_profiles?select=id,first_name&id=neq.${me}&order=id&limit=26`, { headers })).json();
    return rows as { id: string; first_name: string }[];
  }, me);
}

test('a Free member meets her profile views a day: Upgrade Plan and nothing of the member', async ({ browser, page }) => {
  test.slow();
  await page.goto('/');
  const zoe = await signUp(page, 'Zoe');
  const her = await signedInPage(browser, zoe.email);
  const members = await visibleMembers(her, zoe.id);
  expect(members).toHaveLength(26);
  expect(await openThroughTheApi(her, members.slice(0, 24).map(({ id }) => id))).toEqual(Array(24).fill(200));

  // The 25th opens; her own profile is not counted.
  await her.goto(`/profile/${members[24].id}`);
  await expect(her.getByRole('heading', { name: members[24].first_name, exact: false }).first()).toBeVisible();
  await her.goto(`/profile/${zoe.id}`);
  await expect(her.getByRole('heading', { name: 'Daily profile views reached' })).toBeHidden();

  // The 26th: the limit, and nothing of her.
  await her.goto(`/profile/${members[25].id}`);
  await expect(her.getByRole('heading', { name: 'Daily profile views reached' })).toBeVisible();
  await expect(her.getByText('You have opened 25 profiles today. Upgrade your plan to see more.')).toBeVisible();
  await expect(her.getByRole('main').getByText(members[25].first_name, { exact: true })).toHaveCount(0);
  await expect(her.getByRole('main').getByRole('img')).toHaveCount(0);

  // One she opened today opens again, counted once; Upgrade Plan leads to the plans.
  await her.goto(`/profile/${members[0].id}`);
  await expect(her.getByRole('heading', { name: 'Daily profile views reached' })).toBeHidden();
  await her.goto(`/profile/${members[25].id}`);
  await her.getByRole('main').getByRole('link', { name: 'Upgrade Plan' }).click();
  await expect(her).toHaveURL('/pricing');
});

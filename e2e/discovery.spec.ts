import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoMembers, signedInState } from './demo-members';

// Ava's saved session (auth.setup.ts): never sign out with it. Her saved filters are put back after
// each test; an interest cannot be taken back (no member may delete one), so the Show Interest test
// picks a generated member of the demo world, never one of the six demo accounts.
test.use({ storageState: signedInState('ava') });

const DEMO_NAMES = /^(Ava|Noah|Sofia|River|Marcus|Elena)\b/;
const SAVED_FILTER_COLUMNS =
  'preferred_distance,preferred_age_min,preferred_age_max,preferred_income_min,preferred_income_max,preferred_genders,' +
  'preferred_hair_types,preferred_body_types,preferred_height_min,preferred_height_max,preferred_relationship_goals,' +
  'preferred_education,preferred_drinking,preferred_smoking,preferred_religion,preferred_has_children,preferred_wants_children';

/** Ava's own profiles row through the REST API with her session: read her saved filters, or write them back. */
function ownFilters(page: Page, restore?: Record<string, unknown>) {
  return page.evaluate(
    async ({ id, columns, body }) => {
      const key = Object.keys(localStorage).find((k) => /^sb-.+-auth-token$/.test(k))!;
      const { access_token: token } = JSON.parse(localStorage.getItem(key)!);
      const anonKey = document.querySelector<HTMLMetaElement>('meta[name="supabase-anon-key"]')!.content;
      const headers = { apikey: anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
      const url = `/rest/v1/profiles?id=eq.${id}&select=${columns}`;
      const res = body ? await fetch(url, { method: 'PATCH', headers, body: JSON.stringify(body) }) : await fetch(url, { headers });
      if (!res.ok) throw new Error(`profiles answered ${res.status}`);
      return body ? body : ((await res.json()) as Record<string, unknown>[])[0];
    },
    { id: demoMembers.ava.id, columns: SAVED_FILTER_COLUMNS, body: restore },
  );
}

const cardHeadings = (page: Page) => page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
const ageOf = (heading: string) => Number(heading.split(', ').at(-1));

async function openPreferences(page: Page) {
  await page.getByRole('button', { name: 'Dating preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dating Preferences' });
  await expect(dialog.getByRole('button', { name: 'Save Preferences' })).toBeVisible();
  return dialog;
}

/** Moves a slider's thumb to a value with the keyboard, as a person without a mouse would. */
async function setThumb(dialog: Locator, name: string, value: number) {
  const thumb = dialog.getByRole('slider', { name });
  await thumb.focus();
  let now = Number(await thumb.getAttribute('aria-valuenow'));
  while (now !== value) {
    await thumb.press(now < value ? 'ArrowRight' : 'ArrowLeft');
    now = Number(await thumb.getAttribute('aria-valuenow'));
  }
}

test.describe('discovery as ava', () => {
  let saved: Record<string, unknown>;
  test.beforeEach(async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('article').first()).toBeVisible();
    saved = await ownFilters(page);
  });
  test.afterEach(async ({ page }) => {
    await ownFilters(page, saved);
  });

  test('a narrower age range is saved, shown again after a reload, and changes the cards', async ({ page }) => {
    const before = await cardHeadings(page);
    let dialog = await openPreferences(page);
    await setThumb(dialog, 'Minimum age', 30);
    await setThumb(dialog, 'Maximum age', 33);
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByText('Preferences saved successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect.poll(async () => (await cardHeadings(page)).join('|')).not.toBe(before.join('|'));
    const after = await cardHeadings(page);
    expect(after.length).toBeGreaterThan(0);
    for (const heading of after) expect(ageOf(heading)).toBeGreaterThanOrEqual(30);
    for (const heading of after) expect(ageOf(heading)).toBeLessThanOrEqual(33);

    await page.reload();
    dialog = await openPreferences(page);
    await expect(dialog.getByRole('slider', { name: 'Minimum age' })).toHaveAttribute('aria-valuenow', '30');
    await expect(dialog.getByRole('slider', { name: 'Maximum age' })).toHaveAttribute('aria-valuenow', '33');
    // What ava saved before, not the defaults: her genders are still chosen.
    await expect(dialog.getByRole('combobox', { name: 'Genders' })).toHaveText('Male');
  });

  test('Show Interest with a message takes the card out of the feed', async ({ page }) => {
    const card = page.getByRole('article').filter({ hasNot: page.getByRole('heading', { name: DEMO_NAMES }) }).first();
    // Names repeat in a world of 150; the profile link names the member exactly.
    const profileLink = await card.getByRole('link', { name: /^View Profile of / }).getAttribute('href');
    const cardsOfMember = page.locator(`article:has(a[href="${profileLink}"])`);
    await card.getByRole('button', { name: /^Show Interest in / }).click();
    const dialog = page.getByRole('dialog', { name: 'Show Interest' });
    await dialog.getByLabel('Message (optional)').fill('  Your hiking photos made me smile.  ');
    await expect(dialog.getByText('37/500')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send Interest' }).click();
    await expect(page.getByText('Interest sent successfully!')).toBeVisible();
    await expect(cardsOfMember).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(cardsOfMember).toHaveCount(0);
  });
});

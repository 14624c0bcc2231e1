import { expect, test, type Locator, type Page } from '@playwright/test';
import { colorSchemes, seriousViolations } from './axe';
import { demoMembers, signedInState } from './demo-members';
import { jpegFacts, makeJpeg } from './fixtures/gps-jpeg';

// Ava's saved session (auth.setup.ts): never sign out with it. Every test leaves her profile as it found it.
test.use({ storageState: signedInState('ava') });

async function openEditProfile(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(dialog.getByLabel('First name')).toBeVisible();
  return dialog;
}

async function saveProfile(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
}

// A tile shows its photo through storage's image transformation (400 px wide); the tests name photos by
// their stored object's public URL, the one the photo row holds.
const rendering = (url: string, width: number) => `${url.replace('/storage/v1/object/public/', '/storage/v1/render/image/public/')}?width=${width}`;
const storedUrl = (src: string) => src.replace('/storage/v1/render/image/public/', '/storage/v1/object/public/').replace(/\?width=\d+$/, '');
const tile = (dialog: Locator, url: string) => dialog.getByRole('listitem').filter({ has: dialog.page().locator(`img[src="${rendering(url, 400)}"]`) });
const photoUrls = async (dialog: Locator) =>
  (await dialog.getByRole('list', { name: 'Your photos' }).getByRole('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')!))).map(storedUrl);

/** The first of Ava's photos as members read them (public_profiles.photos, primary first), with her session. */
function firstPublicPhoto(page: Page) {
  return page.evaluate(async (id) => {
    const key = Object.keys(localStorage).find((k) => /^sb-.+-auth-token$/.test(k))!;
    const { access_token: token } = JSON.parse(localStorage.getItem(key)!);
    const anonKey = document.querySelector<HTMLMetaElement>('meta[name="supabase-anon-key"]')!.content;
    const res = await fetch(`/rest/v1/public_profiles?select=photos&id=eq.${id}`, { headers: { apikey: anonKey, Authorization: `Bearer ${token}` } });
    return ((await res.json()) as { photos: string[] }[])[0].photos[0];
  }, demoMembers.ava.id);
}

async function uploadPhoto(page: Page, dialog: Locator, name: string, buffer: Buffer) {
  const before = await photoUrls(dialog);
  await dialog.getByLabel('Upload photo').setInputFiles({ name, mimeType: 'image/jpeg', buffer });
  await expect(page.getByText('Photo uploaded successfully')).toBeVisible();
  await expect.poll(async () => (await photoUrls(dialog)).length).toBe(before.length + 1);
  return (await photoUrls(dialog)).find((url) => !before.includes(url))!;
}

async function clickOnTile(page: Page, dialog: Locator, url: string, action: RegExp, toast: string) {
  await tile(dialog, url).getByRole('button', { name: action }).click();
  await expect(page.getByText(toast).first()).toBeVisible();
}

/** Deletes the photo at this URL: its tile's button, then Delete in 'Delete this photo?'. */
async function deletePhoto(page: Page, dialog: Locator, url: string) {
  await tile(dialog, url).getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('dialog', { name: 'Delete this photo?' }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Photo deleted successfully').first()).toBeVisible();
}

/** Picks a city in the Location field by typing its name and choosing its label among the suggestions. */
async function pickCity(page: Page, dialog: Locator, label: string) {
  const location = dialog.getByRole('combobox', { name: 'Location' });
  await location.fill(label.split(',')[0]);
  await page.getByRole('option', { name: label, exact: true }).click();
  await expect(location).toHaveValue(label);
}

test('ava edits her bio, interests and city, and they persist after a reload', async ({ page }) => {
  await page.goto('/home');
  let dialog = await openEditProfile(page);
  const bio = dialog.getByLabel('Bio');
  const savedBio = await bio.inputValue();
  const savedCity = await dialog.getByRole('combobox', { name: 'Location' }).inputValue();
  const newBio = `Painter, hiker, and tester at ${Date.now()}.`;
  await bio.fill(newBio);
  await pickCity(page, dialog, 'Lisbon, Portugal');
  await dialog.getByRole('button', { name: 'Interests' }).click();
  const interests = dialog.getByRole('group', { name: 'Interests' });
  const added = (await interests.getByRole('button', { pressed: false }).allTextContents()).slice(0, 2);
  for (const interest of added) await interests.getByRole('button', { name: interest }).click();
  await saveProfile(page, dialog);

  await page.reload();
  dialog = await openEditProfile(page);
  await expect(dialog.getByLabel('Bio')).toHaveValue(newBio);
  await expect(dialog.getByRole('combobox', { name: 'Location' })).toHaveValue('Lisbon, Portugal');
  await dialog.getByRole('button', { name: 'Interests' }).click();
  for (const interest of added) await expect(interests.getByRole('button', { name: interest })).toHaveAttribute('aria-pressed', 'true');

  // Back as it was, for the other specs.
  for (const interest of added) await interests.getByRole('button', { name: interest }).click();
  await dialog.getByRole('button', { name: 'Basic information' }).click();
  await dialog.getByLabel('Bio').fill(savedBio);
  await pickCity(page, dialog, savedCity);
  await saveProfile(page, dialog);
});

test('a photo with a GPS position is stored without it; set primary it becomes her card photo; another is deleted with its file', async ({ page }) => {
  await page.goto('/home');
  const dialog = await openEditProfile(page);
  await dialog.getByRole('button', { name: 'Photos' }).click();
  await expect(dialog.getByLabel('Upload photo')).toBeEnabled();
  const original = await photoUrls(dialog);
  const originalPrimary = storedUrl((await dialog.getByRole('img', { name: 'Primary photo' }).getAttribute('src'))!);

  const fromPhone = makeJpeg(2000, 1200, { gps: true });
  expect(jpegFacts(fromPhone)).toMatchObject({ hasExif: true, hasGps: true });
  // A slow upload link, so that the progress bar is there to see.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 40 * 1024 });
  const uploading = uploadPhoto(page, dialog, 'beach.jpg', fromPhone);
  await expect(dialog.getByRole('progressbar', { name: /Uploading photo/ })).toBeVisible();
  const gpsPhoto = await uploading;
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  const stored = await page.request.get(gpsPhoto);
  expect(stored.headers()['content-type']).toBe('image/jpeg');
  const facts = jpegFacts(await stored.body());
  expect(facts).toMatchObject({ hasExif: false, hasGps: false });
  expect(Math.max(facts.width, facts.height)).toBeLessThanOrEqual(1600);

  await clickOnTile(page, dialog, gpsPhoto, /primary$/, 'Primary photo updated');
  await expect(dialog.getByRole('img', { name: 'Primary photo' })).toHaveAttribute('src', rendering(gpsPhoto, 400));
  // Her card photo: the header's avatar (a rendering of it at the avatar's size), and the first photo
  // other members get.
  const renderedGpsPhoto = rendering(gpsPhoto, 96);
  await expect(page.getByRole('button', { name: 'Account menu', includeHidden: true }).locator('img')).toHaveAttribute('src', renderedGpsPhoto);
  expect((await page.request.get(renderedGpsPhoto)).headers()['content-type']).toMatch(/^image\//);
  expect(await firstPublicPhoto(page)).toBe(gpsPhoto);

  const another = await uploadPhoto(page, dialog, 'another.jpg', makeJpeg(300, 400, { shade: 40 }));
  expect((await page.request.get(another)).status()).toBe(200);
  await deletePhoto(page, dialog, another);
  await expect(tile(dialog, another)).toHaveCount(0);
  expect([400, 404]).toContain((await page.request.get(another)).status());

  // Back as it was: the original primary, and her original photos only.
  await clickOnTile(page, dialog, originalPrimary, /primary$/, 'Primary photo updated');
  await deletePhoto(page, dialog, gpsPhoto);
  await expect.poll(() => photoUrls(dialog)).toEqual(original);
});

for (const colorScheme of colorSchemes) {
  test(`the open Edit Profile dialog has no serious accessibility violation (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await page.goto('/home');
    const dialog = await openEditProfile(page);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Interests' }).click();
    await expect(dialog.getByRole('group', { name: 'Interests' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Photos' }).click();
    await expect(dialog.getByLabel('Upload photo')).toBeEnabled();
    await expect(dialog.getByRole('img', { name: 'Primary photo' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

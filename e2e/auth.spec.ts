import { expect, test, type Page } from '@playwright/test';
import { makeJpeg } from './fixtures/gps-jpeg';
import { newPerson, register, signedInPage, signIn, skipWalkThrough } from './new-members';

/** The signed-in user's own profile (`columns` of it), read through the REST API with the page's session. */
async function ownProfile(page: Page, columns = 'username,email') {
  return page.evaluate(async (select) => {
    const key = Object.keys(localStorage).find((k) => /^sb-.+-auth-token$/.test(k))!;
    const session = JSON.parse(localStorage.getItem(key)!);
    const anonKey = document.querySelector<HTMLMetaElement>('meta[name="supabase-anon-key"]')!.content;
    const res = await fetch(`/rest/v1/profiles?select=${select}&id=eq.${session.user.id}`, {
      headers: { apikey: anonKey, Authorization: `Bearer ${session.access_token}` },
    });
    return res.json();
  }, columns);
}

test('register, sign in, keep the session across a reload and a second tab, sign out', async ({ page, context, browser }) => {
  const person = { username: `jamie_${Date.now() % 100000}`, email: `jamie.${Date.now()}@example.com` };
  await register(page, person);
  await expect(page.getByText('Registration successful! You can sign in now.')).toBeVisible();
  await expect(page).toHaveURL('/login');

  await signIn(page, person.email);
  await expect(page.getByText('Signed in successfully')).toBeVisible();
  await skipWalkThrough(page);
  await expect(page).toHaveURL('/home');
  expect(await ownProfile(page)).toEqual([{ username: person.username, email: person.email }]);
  // Skipped for good, and remembered in her account, not in this browser: elsewhere she is home at once.
  const elsewhere = await signedInPage(browser, person.email);
  await expect(elsewhere.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
  await expect(elsewhere).toHaveURL('/home');
  await elsewhere.context().close();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();

  const second = await context.newPage();
  await second.goto('/messages');
  await expect(second.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  // The other tab hears of it and leaves the protected page.
  await expect(second).toHaveURL('/login');
});

test('a demo member signs in; a wrong password is refused', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'ava@demo.ascend.app', 'Wrong-password1');
  await expect(page.getByText('Failed to sign in. Please check your credentials.')).toBeVisible();
  await signIn(page, 'ava@demo.ascend.app', 'Ascend-demo1');
  await expect(page).toHaveURL('/home');
});

test('Google sign-in through the local consent page creates a profile', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByRole('button', { name: /Continue as Jordan Lee/ }).click();
  // Jordan may have given his birth date on an earlier try of this test: then he is home at once.
  await expect(page).toHaveURL(/\/(home|complete-profile)$/);
  expect(await ownProfile(page)).toEqual([{ username: 'jordanlee', email: 'jordan.lee@example.com' }]);
});

test('a Google sign-up gives a name and an 18+ birth date before meeting anyone', async ({ page }) => {
  const stamp = Date.now();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByLabel('Full name').fill('Avery Johnson');
  await page.getByLabel('Email address').fill(`avery.${stamp}@example.com`);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL('/complete-profile');
  await expect(page.getByRole('heading', { name: 'Before you meet anyone' })).toBeVisible();
  // No member page before the step (and the database refuses her the feed meanwhile).
  await page.goto('/home');
  await expect(page).toHaveURL('/complete-profile');
  // The first name Google gave is there already; she may change it.
  await expect(page.getByLabel('First name')).toHaveValue('Avery');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();

  const tooYoung = new Date();
  tooYoung.setFullYear(tooYoung.getFullYear() - 17);
  await page.getByLabel('Birth date').fill(tooYoung.toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('You must be at least 18 years old to use this service.').first()).toBeVisible();
  await expect(page.getByText(/years old to register/)).toHaveCount(0);
  await expect(page).toHaveURL('/complete-profile');

  await page.getByLabel('Birth date').fill('1993-07-14');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Welcome to Ascend!')).toBeVisible();
  // Then the rest of her first minute, which she may skip; once through, she is not asked again.
  await skipWalkThrough(page);
  await expect(page).toHaveURL('/home');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
  await expect(page).toHaveURL('/home');
  // The feed answers now: members, or (with no gender given yet) the empty state, never the error.
  await expect(page.getByRole('article').first().or(page.getByText('No one new to show right now'))).toBeVisible();
  await expect(page.getByText('Failed to load profiles')).toHaveCount(0);
});

test('a member registered with the form is walked through her city, a photo and three interests, then home', async ({ page }) => {
  const person = newPerson('walk');
  await register(page, person);
  await expect(page).toHaveURL('/login');
  await signIn(page, person.email);
  // She gave her name and birth date when she registered: the walk-through starts at her city.
  await expect(page).toHaveURL('/complete-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Where do you live?' })).toBeVisible();
  await expect(page.getByRole('listitem').and(page.locator('[aria-current="step"]'))).toContainText('City');

  const city = page.getByRole('combobox', { name: 'City' });
  await city.fill('Lisbon');
  await page.getByRole('option', { name: 'Lisbon, Portugal', exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Add a photo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByLabel('Upload photo').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: makeJpeg(600, 800) });
  await expect(page.getByText('Photo uploaded successfully')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Primary photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'What do you enjoy?' })).toBeVisible();
  const interests = page.getByRole('group', { name: 'Interests' });
  for (const interest of ['Hiking', 'Coffee', 'Music']) await interests.getByRole('button', { name: interest, exact: true }).click();
  await page.getByRole('button', { name: 'Finish' }).click();

  // Home, where the completeness nudge takes over: a bio and what she is looking for are left.
  await expect(page).toHaveURL('/home');
  const nudge = page.getByRole('note', { name: 'Profile completeness' });
  await expect(nudge.getByText('Your profile is 75% complete')).toBeVisible();
  await expect(nudge).toContainText('Add a bio, what you are looking for.');
  expect(await ownProfile(page, 'location,interests,photos')).toEqual([
    { location: 'Lisbon, Portugal', interests: ['Hiking', 'Coffee', 'Music'], photos: [expect.stringContaining('/profile-photos/')] },
  ]);
});

test('a taken username and a registered e-mail are refused with their messages', async ({ page }) => {
  await register(page, { username: 'ava', email: `someone.${Date.now()}@example.com` });
  await expect(page.getByText('Username is already taken').first()).toBeVisible();
  await expect(page).toHaveURL('/register');

  await register(page, { username: `fresh_${Date.now() % 100000}`, email: 'ava@demo.ascend.app' });
  await expect(page.getByRole('status').filter({ hasText: 'This email is already registered. Please sign in instead.' })).toBeVisible();
  await expect(page).toHaveURL('/register');
});

import { expect, type Browser, type Page } from '@playwright/test';
import { makeJpeg } from './fixtures/gps-jpeg';

/** The password of the members the specs register. */
export const NEW_MEMBER_PASSWORD = 'Secret123';

/** A username and e-mail nobody has yet, even on a retry. */
export function newPerson(prefix: string) {
  const stamp = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;
  return { username: `${prefix}_${stamp}`, email: `${prefix}.${stamp}@example.com` };
}

/** Fills the registration form as a person does (SPEC §2), and sends it. */
export async function register(page: Page, person: { username: string; email: string }) {
  await page.goto('/register');
  await page.getByLabel('Username').fill(person.username);
  await page.getByLabel('First name').fill('Jamie');
  await page.getByLabel('Last name').fill('Doe');
  await page.getByLabel('Email address').fill(person.email);
  await page.getByLabel('Password').fill(NEW_MEMBER_PASSWORD);
  await page.getByRole('combobox', { name: 'Gender' }).click();
  await page.getByRole('option', { name: 'Non-binary' }).click();
  await page.getByLabel('Birth date').fill('1994-03-08');
  await expect(page.getByText(/^\d+ years old$/)).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

export async function signIn(page: Page, email: string, password = NEW_MEMBER_PASSWORD) {
  // The URL changes before the lazily loaded page replaces the last one: fill the sign-in form, not that.
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  // What was typed is the form's: a click on a form still being drawn would send it empty.
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await expect(page.getByLabel('Password')).toHaveValue(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * A member registered through the form is walked through her first minute once she signs in (city,
 * photo, interests): she skips every step, and is then where she was going.
 */
export async function skipWalkThrough(page: Page) {
  for (const title of ['Where do you live?', 'Add a photo', 'What do you enjoy?']) {
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Skip for now' }).click();
  }
}

/**
 * A new member, signed up through the auth API with the anon key the page carries (first name and
 * birth date given: she may meet others at once). Stories between members that a retry must not
 * find half told (a match, a view told once a day) run between such fresh members. She is past the
 * walk-through (`onboarding: 'done'`, as finishing or skipping it leaves her metadata): these stories
 * are not about it, and auth.spec.ts walks a registered member through it.
 */
export async function signUp(page: Page, firstName: string) {
  const username = `${firstName.toLowerCase()}_${Date.now() % 1_000_000}`;
  const email = `${username}@example.com`;
  const id = await page.evaluate(
    async (body) => {
      const anonKey = document.querySelector<HTMLMetaElement>('meta[name="supabase-anon-key"]')!.content;
      const res = await fetch('/auth/v1/signup', { method: 'POST', headers: { apikey: anonKey, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`signup answered ${res.status}`);
      const answer = await res.json();
      return (answer.user?.id ?? answer.id) as string;
    },
    { email, password: NEW_MEMBER_PASSWORD, data: { username, first_name: firstName, last_name: 'Tester', gender: 'female', birth_date: '1999-05-01', onboarding: 'done' } },
  );
  return { id, email };
}

/** A browser context of the member's own, signed in through the sign-in form. */
export async function signedInPage(browser: Browser, email: string, password = NEW_MEMBER_PASSWORD) {
  const page = await (await browser.newContext({ storageState: { cookies: [], origins: [] } })).newPage();
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL('/home');
  return page;
}

/** A card photo, as the Edit Profile dialog uploads it: the feed shows only members with one. */
export async function addPhoto(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await dialog.getByRole('button', { name: 'Photos' }).click();
  await dialog.getByLabel('Upload photo').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: makeJpeg(400, 400) });
  await expect(page.getByText('Photo uploaded successfully')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

import { expect, type Page } from '@playwright/test';

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
  await page.getByRole('button', { name: 'Sign in' }).click();
}

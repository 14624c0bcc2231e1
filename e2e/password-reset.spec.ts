import { expect, test, type APIRequestContext } from '@playwright/test';
import { NEW_MEMBER_PASSWORD, signedInPage, signUp } from './new-members';

interface Mail {
  subject: string;
  text: string;
}

/** The newest e-mail to `to` in the server's local mailbox (/_mail), waiting for it to arrive. */
async function latestMail(request: APIRequestContext, to: string): Promise<Mail> {
  let mails: Mail[] = [];
  await expect(async () => {
    mails = (await (await request.get(`/_mail/api/messages?to=${encodeURIComponent(to)}`)).json()) as Mail[];
    expect(mails.length).toBeGreaterThan(0);
  }).toPass({ timeout: 10_000 });
  return mails[0];
}

test('a member who forgot her password resets it through the e-mail in the local mailbox', async ({ page, browser }) => {
  await page.goto('/login');
  const { email } = await signUp(page, 'Rhea');

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: `If an account exists for ${email}` })).toBeVisible();

  // The mailbox page lists it, as a developer would find it.
  const mail = await latestMail(page.request, email);
  expect(mail.subject).toBe('Reset your Ascend password');
  await page.goto('/_mail');
  await expect(page.getByRole('link', { name: 'Reset your Ascend password' }).first()).toBeVisible();

  const link = /https?:\/\/\S+/.exec(mail.text)![0];
  expect(new URL(link).pathname).toBe('/reset-password');
  await page.goto(link);
  // Opening the page spends nothing; Continue checks the link before she types a password.
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Found-again7');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Found-again7');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been reset. Welcome back!')).toBeVisible();
  await expect(page).toHaveURL('/home');

  // The new password signs in elsewhere; the old one no longer does; the link does not work twice.
  const elsewhere = await signedInPage(browser, email, 'Found-again7');
  await expect(elsewhere).toHaveURL('/home');
  await elsewhere.context().close();
  const old = await page.request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: await page.locator('meta[name="supabase-anon-key"]').getAttribute('content') ?? '' },
    data: { email, password: NEW_MEMBER_PASSWORD },
  });
  expect(old.status()).toBe(400);
  // A spent link is said at once, before any password is typed.
  await page.goto(link);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/This reset link has expired or was already used/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toBeHidden();
});

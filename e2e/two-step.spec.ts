import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { seriousViolations } from './axe';
import { signIn, signUp } from './new-members';

/** What her authenticator app shows for the key, `steps` 30-second steps from now (GoTrue's TOTP). */
const appCode = (secret: string, steps = 0) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

const stepHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Two-step sign-in' });

/** Logs out from the avatar menu, signs in with the password and gives a recovery code instead of the app's. */
async function logOutAndUseRecoveryCode(page: Page, email: string, code: string) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await signIn(page, email);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

test('a member turns on two-step sign-in, then signs in with her code, not a wrong one, and once with a recovery code', async ({ page }) => {
  // Four sign-ins, an enrollment and three axe passes: over 20 s on two busy cores.
  test.slow();
  await page.goto('/');
  const { email } = await signUp(page, 'Tess');
  await page.goto('/login');
  await signIn(page, email);
  await expect(page).toHaveURL('/home');

  // Settings → Security: the key under the QR code is what she types into her app.
  await page.goto('/settings#security');
  const security = page.getByRole('region', { name: 'Security' });
  await security.getByRole('button', { name: 'Add authenticator app' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an authenticator app' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const secret = (await dialog.getByLabel('Key to type').textContent())!.replace(/ /g, '');
  // The step before: the server takes each step's code once, and none older after it.
  await dialog.getByLabel('6-digit code').fill(appCode(secret, -1));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const codes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(security.getByText('10 of 10 recovery codes left.')).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();

  // Her password alone opens nothing: every member page is the code step.
  await signIn(page, email);
  await expect(stepHeading(page)).toBeVisible();
  await expect(page).toHaveURL('/login/verify');
  await page.goto('/messages');
  await expect(stepHeading(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  const wrong = String((Number(appCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');
  await page.getByLabel('6-digit code').fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not right. Check your authenticator app and try again.')).toBeVisible();
  await page.getByLabel('6-digit code').fill(appCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page).toHaveURL('/messages');

  // No phone: a recovery code instead, once.
  await logOutAndUseRecoveryCode(page, email, recoveryCodes[0]);
  await expect(page.getByText('Signed in with a recovery code. 9 codes are left.')).toBeVisible();
  await expect(page).toHaveURL('/home');

  await logOutAndUseRecoveryCode(page, email, recoveryCodes[0]);
  await expect(page.getByText('That recovery code is not right, or it has been used already.')).toBeVisible();
  await expect(stepHeading(page)).toBeVisible();
});

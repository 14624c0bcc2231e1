import { expect, test, type Page } from '@playwright/test';
import { signIn, signUp } from './new-members';
import { E2E_PORT } from './ports';

// Passkeys need a host name: browsers refuse an IP address as the relying party, so this story
// runs at http://localhost (the server's relying party when it has no SITE_URL, docs/security.md).
const site = `http://localhost:${E2E_PORT}`;

/** Chromium's virtual authenticator (CDP): a platform passkey store that verifies its user at once. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials };
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
}

test('a member adds a passkey, signs in with it alone, and removes it; a removed passkey no longer signs in', async ({ page }) => {
  test.slow();
  const authenticator = await addVirtualAuthenticator(page);
  await page.goto(`${site}/`);
  const { email } = await signUp(page, 'Pia');
  await page.goto(`${site}/login`);
  await signIn(page, email);
  await expect(page).toHaveURL(`${site}/home`);

  // Settings → Security: she names it, the browser creates it (a discoverable credential).
  await page.goto(`${site}/settings#security`);
  const security = page.getByRole('region', { name: 'Security' });
  await security.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  await dialog.getByLabel('Name').fill('This laptop');
  await dialog.getByRole('button', { name: 'Create passkey' }).click();
  await expect(page.getByText('Passkey added. You can now sign in with it.')).toBeVisible();
  await expect(security.getByRole('list', { name: 'Passkeys' })).toContainText('This laptop');
  expect(await authenticator.credentials()).toEqual([expect.objectContaining({ isResidentCredential: true, rpId: 'localhost' })]);

  // Signed out, no e-mail typed: the passkey alone signs her in, with no code step.
  await logOut(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(`${site}/home`);

  // The passkey session is aal2: she removes the passkey without another step.
  await page.goto(`${site}/settings#security`);
  await expect(security.getByRole('list', { name: 'Passkeys' })).toContainText('last used');
  await security.getByRole('button', { name: 'Remove This laptop' }).click();
  await page.getByRole('dialog', { name: 'Remove this passkey?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Passkey removed.')).toBeVisible();
  await expect(security.getByText('You have no passkeys yet.')).toBeVisible();

  // The browser still holds it, but the site no longer knows it.
  await logOut(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByText('This passkey could not be verified, or is no longer on an account here. Try again, or sign in with your password and add it again.')).toBeVisible();
  await expect(page).toHaveURL(`${site}/login`);
});

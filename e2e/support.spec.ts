import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { colorSchemes, seriousViolations } from './axe';
import { signedInState } from './demo-members';
import { signedInPage, signUp } from './new-members';

// Contact support (docs/plans.md, Priority support): a new member on Free writes to the team from the
// avatar menu with a screenshot, sees her request open, and the team's mail arrives in the server's
// local mailbox (SUPPORT_EMAIL unset: support@localhost); Noah, on Elite, is marked priority.

const TEAM = 'support@localhost';

interface Mail {
  subject: string;
  text: string;
  headers: Record<string, string>;
  attachments: { filename: string; contentType: string; size: number }[];
}

/** The team's mail whose subject is `subject`, waiting for it to arrive. */
async function teamMail(request: APIRequestContext, subject: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect(async () => {
    const mails = (await (await request.get(`/_mail/api/messages?to=${encodeURIComponent(TEAM)}`)).json()) as Mail[];
    found = mails.find((mail) => mail.subject === subject);
    expect(found).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return found!;
}

// A complete 1×1 PNG: the storage server checks an image by its bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

async function writeToSupport(page: Page, subject: string, message: string) {
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('textbox', { name: 'Message' }).fill(message);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Your request was sent. We will answer by e-mail.')).toBeVisible();
}

test('a member sends a request with a screenshot, sees it open, and it arrives in the team’s mailbox', async ({ page, browser }) => {
  await page.goto('/login');
  const { email } = await signUp(page, 'Tess');
  const tess = await signedInPage(browser, email);

  await tess.getByRole('button', { name: 'Account menu' }).click();
  await tess.getByRole('menuitem', { name: 'Contact support' }).click();
  await expect(tess.getByRole('heading', { level: 1, name: 'Contact support' })).toBeVisible();
  await expect(tess.getByText('You have not contacted support yet.')).toBeVisible();
  await expect(tess.getByText('Priority support comes with Elite. Upgrade to have your requests answered first.')).toBeVisible();

  const subject = `Photo will not upload ${Date.now() % 100_000}`;
  await tess.getByLabel('Add a screenshot (optional)').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
  await expect(tess.getByText('screen.png')).toBeVisible();
  await writeToSupport(tess, subject, 'It says the file is too large.\nThanks, Tess');

  const item = tess.getByRole('list', { name: 'Your requests' }).getByRole('listitem').filter({ hasText: subject });
  await expect(item).toContainText('Open');
  await expect(item).toContainText('Screenshot attached');
  await expect(item).not.toContainText('Priority');

  const mail = await teamMail(page.request, `Support request: “${subject}”`);
  expect(mail.headers['reply-to']).toContain(email);
  expect(mail.text).toContain('Priority: no');
  expect(mail.text).toContain('> It says the file is too large.\n> Thanks, Tess');
  expect(mail.attachments).toEqual([{ filename: 'screenshot.png', contentType: 'image/png', size: PNG.length }]);

  for (const colorScheme of colorSchemes) {
    await tess.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    expect(await seriousViolations(tess)).toEqual([]);
  }
  await tess.context().close();
});

test('a visitor who follows Contact support in the footer is asked to sign in first', async ({ page }) => {
  await page.goto('/help');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact support' }).click();
  await expect(page).toHaveURL('/login');
});

test.describe('an Elite member', () => {
  test.use({ storageState: signedInState('noah') });

  test('is told her requests come first, and the team’s mail says [Priority]', async ({ page }) => {
    await page.goto('/support');
    await expect(page.getByText('Your plan includes priority support: your requests are answered first.')).toBeVisible();
    const subject = `Boost did not start ${Date.now() % 100_000}`;
    await writeToSupport(page, subject, 'I pressed Boost and nothing happened.');
    const item = page.getByRole('list', { name: 'Your requests' }).getByRole('listitem').filter({ hasText: subject });
    await expect(item).toContainText('Priority');
    const mail = await teamMail(page.request, `[Priority] Support request: “${subject}”`);
    expect(mail.text).toContain('Priority: yes, the member’s plan includes priority support');
    for (const colorScheme of colorSchemes) {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
});

import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { demoMembers, signedInState, type DemoMemberName } from './demo-members';
import { signedInPage, signUp } from './new-members';

// Block, report and unmatch, two browsers at once. A block and its lifting change a pair for a week
// (no new likes: check_after_unblock), so the block story runs between fresh members, and a retry
// starts afresh; the report and the "Are you sure?" stories use the demo members and leave them as
// they were.

const opened: BrowserContext[] = [];
async function pageOf(browser: Browser, name: DemoMemberName): Promise<Page> {
  const context = await browser.newContext({ storageState: signedInState(name) });
  opened.push(context);
  return context.newPage();
}

/** A REST call as the page's signed-in member; resolves to the HTTP status. */
function callAs(page: Page, path: string, body: object): Promise<number> {
  return page.evaluate(
    async ({ path, body }) => {
      const key = Object.keys(localStorage).find((k) => /^sb-.+-auth-token$/.test(k))!;
      const session = JSON.parse(localStorage.getItem(key)!);
      const anonKey = document.querySelector<HTMLMetaElement>('meta[name="supabase-anon-key"]')!.content;
      const headers = { apikey: anonKey, Authorization: `Bearer ${session.access_token}`, 'Content-Type': 'application/json' };
      return (await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) })).status;
    },
    { path, body },
  );
}

test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

const conversations = (page: Page) => page.getByRole('list', { name: 'Conversations' });

test('mia matches leon, then blocks him: they vanish from each other’s likes, messages and profiles, live; she unblocks him in Settings, and a new like waits a week', async ({ browser, page }) => {
  await page.goto('/');
  const [mia, leon] = [await signUp(page, 'Mia'), await signUp(page, 'Leon')];
  const miaPage = await signedInPage(browser, mia.email);
  const leonPage = await signedInPage(browser, leon.email);
  opened.push(miaPage.context(), leonPage.context());
  expect(await callAs(leonPage, '/rest/v1/interests', { sender_id: leon.id, receiver_id: mia.id })).toBe(201);

  // Mia accepts his like on his profile (her plan, Free, does not list who liked her: who-liked-you.spec.ts): a match, and a first message.
  await miaPage.goto(`/profile/${leon.id}`);
  await miaPage.getByRole('button', { name: 'Accept interest from Leon' }).click();
  await miaPage.getByRole('dialog', { name: "It's a match!" }).getByRole('button', { name: 'Send a message' }).click();
  await expect(miaPage).toHaveURL(`/messages/${leon.id}`);
  const hello = `Hi Leon ${Date.now() % 100_000}`;
  await miaPage.getByRole('textbox', { name: 'Message' }).fill(hello);
  await miaPage.getByRole('textbox', { name: 'Message' }).press('Enter');
  await leonPage.goto(`/messages/${mia.id}`);
  await expect(leonPage.getByRole('list', { name: 'Messages with Mia' }).getByText(hello)).toBeVisible();

  // She blocks him from the thread.
  await miaPage.getByRole('region', { name: 'Conversation with Leon' }).getByRole('button', { name: 'More actions for Leon' }).click();
  await miaPage.getByRole('menuitem', { name: 'Block' }).click();
  await miaPage.getByRole('dialog', { name: 'Block Leon?' }).getByRole('button', { name: 'Block' }).click();
  await expect(miaPage.getByText('Leon is blocked')).toBeVisible();
  await expect(miaPage).toHaveURL('/messages');
  await expect(conversations(miaPage).getByRole('link', { name: /Leon/ })).toBeHidden();

  // Leon's open thread closes and the conversation leaves his list without a reload.
  await expect(leonPage.getByText('This conversation has ended.')).toBeVisible();
  await expect(leonPage.getByRole('textbox', { name: 'Message' })).toBeHidden();
  await expect(conversations(leonPage).getByRole('link', { name: /Mia/ })).toBeHidden();
  // Nor can he find her: her profile is gone for him, and his for her; the likes are gone.
  await leonPage.goto(`/profile/${mia.id}`);
  await expect(leonPage.getByText('Profile not found')).toBeVisible();
  await miaPage.goto(`/profile/${leon.id}`);
  await expect(miaPage.getByText('Profile not found')).toBeVisible();
  await miaPage.goto(`/messages/${leon.id}`);
  await expect(miaPage.getByText('Profile not found')).toBeVisible();

  // Settings, Blocked members: she lifts it.
  await miaPage.goto('/settings#blocked');
  const blocked = miaPage.getByRole('list', { name: 'Blocked members' });
  await blocked.getByRole('button', { name: 'Unblock Leon' }).click();
  await expect(miaPage.getByText('Leon is unblocked')).toBeVisible();
  await expect(miaPage.getByText('You have not blocked anyone.')).toBeVisible();
  await miaPage.goto(`/profile/${leon.id}`);
  await expect(miaPage.getByRole('heading', { level: 1, name: /^Leon/ })).toBeVisible();

  // A block and its lifting do not make a new like: the pair waits a week, and she is told so.
  await miaPage.getByRole('button', { name: 'Show Interest in Leon' }).click();
  await miaPage.getByRole('dialog', { name: 'Show Interest' }).getByRole('button', { name: 'Send Interest' }).click();
  await expect(miaPage.getByText('A block between you and this member was lifted recently. You can show interest again in 7 days.')).toBeVisible();
});

test('ava reports a member with a reason from his profile; the report is taken', async ({ browser }) => {
  const ava = await pageOf(browser, 'ava');
  await ava.goto(`/profile/${demoMembers.river.id}`);
  await ava.getByRole('button', { name: 'More actions for River' }).click();
  await ava.getByRole('menuitem', { name: 'Report' }).click();
  const dialog = ava.getByRole('dialog', { name: 'Report River' });
  await dialog.getByRole('radio', { name: 'Fake profile' }).check();
  await dialog.getByLabel('Details (optional)').fill('The photos are of a celebrity.');
  // River stays unblocked: other specs meet him.
  await dialog.getByRole('checkbox', { name: 'Also block River' }).uncheck();
  const sent = ava.waitForResponse((response) => response.url().endsWith('/rest/v1/rpc/report_member'));
  await dialog.getByRole('button', { name: 'Send report' }).click();
  const response = await sent;
  expect(response.status()).toBe(204);
  expect(response.request().postDataJSON()).toEqual({
    member: demoMembers.river.id, reason: 'fake_profile', details: 'The photos are of a celebrity.', also_block: false,
  });
  await expect(ava.getByText('Thank you. Your report was sent.')).toBeVisible();
  await expect(ava.getByRole('heading', { level: 1, name: /^River/ })).toBeVisible();
});

test('ava is asked "Are you sure?" before sending a message that asks for money, and edits it', async ({ browser }) => {
  const ava = await pageOf(browser, 'ava');
  await ava.goto(`/messages/${demoMembers.noah.id}`);
  const composer = ava.getByRole('textbox', { name: 'Message' });
  await composer.fill('Could you lend me some money via PayPal?');
  await composer.press('Enter');
  const prompt = ava.getByRole('dialog', { name: 'Are you sure?' });
  await expect(prompt.getByText(/It mentions money or payments/)).toBeVisible();
  await prompt.getByRole('button', { name: 'Edit message' }).click();
  await expect(prompt).toBeHidden();
  await expect(composer).toHaveValue('Could you lend me some money via PayPal?');
  await composer.fill('');
});

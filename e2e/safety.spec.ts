import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { demoMembers, signedInState, type DemoMemberName } from './demo-members';

// Block, report and unmatch with the demo members, two browsers at once. In the seed Marcus likes
// Ava; each test puts that back before and after it runs (through the API, as the members), so
// the demo world other specs and newcomers see stays as it was.

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

/** The seed's state between Ava and Marcus: no block, his interest in her pending. */
async function restoreAvaAndMarcus(browser: Browser) {
  const [ava, marcus] = [await pageOf(browser, 'ava'), await pageOf(browser, 'marcus')];
  await Promise.all([ava.goto('/settings'), marcus.goto('/settings')]);
  expect(await callAs(ava, '/rest/v1/rpc/unblock_member', { member: demoMembers.marcus.id })).toBe(200);
  expect([201, 409]).toContain(await callAs(marcus, '/rest/v1/interests', { sender_id: demoMembers.marcus.id, receiver_id: demoMembers.ava.id }));
}

test.beforeEach(async ({ browser }) => restoreAvaAndMarcus(browser));
test.afterEach(async ({ browser }) => {
  await restoreAvaAndMarcus(browser);
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

const conversations = (page: Page) => page.getByRole('list', { name: 'Conversations' });

test('ava matches marcus, then blocks him: they vanish from each other’s likes, messages and profiles, live; she unblocks him in Settings', async ({ browser }) => {
  const ava = await pageOf(browser, 'ava');
  const marcus = await pageOf(browser, 'marcus');

  // Ava accepts his like: a match, and a first message.
  await ava.goto('/home');
  await ava.getByRole('banner').getByRole('button', { name: /^Likes, \d+ pending$/ }).click();
  await ava.getByRole('button', { name: 'Accept interest from Marcus' }).click();
  await ava.getByRole('dialog', { name: "It's a match!" }).getByRole('button', { name: 'Send a message' }).click();
  await expect(ava).toHaveURL(`/messages/${demoMembers.marcus.id}`);
  const hello = `Hi Marcus ${Date.now() % 100_000}`;
  await ava.getByRole('textbox', { name: 'Message' }).fill(hello);
  await ava.getByRole('textbox', { name: 'Message' }).press('Enter');
  await marcus.goto(`/messages/${demoMembers.ava.id}`);
  await expect(marcus.getByRole('list', { name: 'Messages with Ava' }).getByText(hello)).toBeVisible();

  // She blocks him from the thread.
  await ava.getByRole('region', { name: 'Conversation with Marcus' }).getByRole('button', { name: 'More actions for Marcus' }).click();
  await ava.getByRole('menuitem', { name: 'Block' }).click();
  await ava.getByRole('dialog', { name: 'Block Marcus?' }).getByRole('button', { name: 'Block' }).click();
  await expect(ava.getByText('Marcus is blocked')).toBeVisible();
  await expect(ava).toHaveURL('/messages');
  await expect(conversations(ava).getByRole('link', { name: /Marcus/ })).toBeHidden();

  // Marcus's open thread closes and the conversation leaves his list without a reload.
  await expect(marcus.getByText('This conversation has ended.')).toBeVisible();
  await expect(marcus.getByRole('textbox', { name: 'Message' })).toBeHidden();
  await expect(conversations(marcus).getByRole('link', { name: /Ava/ })).toBeHidden();
  // Nor can he find her: her profile is gone for him, and his for her; the likes are gone.
  await marcus.goto(`/profile/${demoMembers.ava.id}`);
  await expect(marcus.getByText('Profile not found')).toBeVisible();
  await ava.goto(`/profile/${demoMembers.marcus.id}`);
  await expect(ava.getByText('Profile not found')).toBeVisible();
  await ava.goto(`/messages/${demoMembers.marcus.id}`);
  await expect(ava.getByText('Profile not found')).toBeVisible();

  // Settings, Blocked members: she lifts it.
  await ava.goto('/settings#blocked');
  const blocked = ava.getByRole('list', { name: 'Blocked members' });
  await blocked.getByRole('button', { name: 'Unblock Marcus' }).click();
  await expect(ava.getByText('Marcus is unblocked')).toBeVisible();
  await expect(ava.getByText('You have not blocked anyone.')).toBeVisible();
  await ava.goto(`/profile/${demoMembers.marcus.id}`);
  await expect(ava.getByRole('heading', { level: 1, name: /^Marcus/ })).toBeVisible();
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

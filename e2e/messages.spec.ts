import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoMembers, signedInState, type DemoMemberName } from './demo-members';

// Ava and Noah are matched in the seed. Their saved sessions are shared with other specs: never sign
// out here. Texts carry the time, so that a retry never finds the last attempt's messages.
const stamp = () => `${Date.now() % 1_000_000}`;

async function pageOf(browser: Browser, name: DemoMemberName): Promise<Page> {
  const context = await browser.newContext({ storageState: signedInState(name) });
  return context.newPage();
}

const messagesButton = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Messages/ });
const unreadIn = async (page: Page) => Number(/, (\d+) unread$/.exec((await messagesButton(page).getAttribute('aria-label')) ?? '')?.[1] ?? 0);
const thread = (page: Page, partner: string) => page.getByRole('list', { name: `Messages with ${partner}` });

async function send(page: Page, text: string) {
  const composer = page.getByRole('textbox', { name: 'Message' });
  await composer.fill(text);
  await composer.press('Enter');
}

test('ava and noah write to each other live; the unread badge rises and clears; typing shows', async ({ browser }) => {
  const ava = await pageOf(browser, 'ava');
  const noah = await pageOf(browser, 'noah');
  await noah.goto('/home');
  await expect(messagesButton(noah)).toBeVisible();
  const before = await unreadIn(noah);

  await ava.goto(`/messages/${demoMembers.noah.id}`);
  const hello = `Hello from Ava ${stamp()}`;
  await send(ava, hello);
  await expect(thread(ava, 'Noah').getByText(hello)).toBeVisible();

  // Noah is elsewhere: his badge counts the new message without a reload.
  await expect(messagesButton(noah)).toHaveAccessibleName(`Messages, ${before + 1} unread`);
  await messagesButton(noah).click();
  await noah.getByRole('link', { name: /^Ava/ }).click();
  await expect(thread(noah, 'Ava').getByText(hello)).toBeVisible();
  // Opening the conversation reads it (only Ava writes to Noah here): the badge clears, and Ava sees it read.
  await expect(messagesButton(noah)).toHaveAccessibleName('Messages');
  await expect(thread(ava, 'Noah').getByText('Read').last()).toBeVisible();

  // Noah types: Ava sees it; then his answer arrives live.
  await noah.getByRole('textbox', { name: 'Message' }).pressSequentially('Hi');
  await expect(ava.getByText('Noah is typing…')).toBeVisible();
  const answer = `Hi Ava ${stamp()}`;
  await noah.getByRole('textbox', { name: 'Message' }).fill(answer);
  await noah.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(thread(ava, 'Noah').getByText(answer)).toBeVisible();
  await expect(ava.getByText('Noah is typing…')).toBeHidden({ timeout: 5_000 });
});

test('a message sent while noah is offline reaches him once he is back', async ({ browser }) => {
  const ava = await pageOf(browser, 'ava');
  const noah = await pageOf(browser, 'noah');
  await noah.goto(`/messages/${demoMembers.ava.id}`);
  await expect(noah.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await ava.goto(`/messages/${demoMembers.noah.id}`);
  await expect(ava.getByRole('textbox', { name: 'Message' })).toBeVisible();

  await noah.context().setOffline(true);
  const whileAway = `While you were offline ${stamp()}`;
  await send(ava, whileAway);
  await expect(thread(ava, 'Noah').getByText(whileAway)).toBeVisible();
  await expect(thread(noah, 'Ava').getByText(whileAway)).toBeHidden();

  await noah.context().setOffline(false);
  await expect(thread(noah, 'Ava').getByText(whileAway)).toBeVisible({ timeout: 20_000 });
  await expect(thread(noah, 'Ava').getByText(whileAway)).toHaveCount(1);
});

test('a member who is not matched gets no composer, and the database refuses a forged message', async ({ page }) => {
  await page.goto('/');
  const email = `lonely_${stamp()}@example.com`;
  const password = 'Secret123';
  await page.evaluate(
    async (body) => {
      const anonKey = document.querySelector<HTMLMetaElement>('meta[name="supabase-anon-key"]')!.content;
      const res = await fetch('/auth/v1/signup', { method: 'POST', headers: { apikey: anonKey, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`signup answered ${res.status}`);
    },
    { email, password, data: { username: email.split('@')[0], first_name: 'Lonely', last_name: 'Tester', gender: 'female', birth_date: '1995-02-01' } },
  );
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/home');

  await page.goto(`/messages/${demoMembers.noah.id}`);
  await expect(page.getByRole('heading', { name: /Noah/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);

  const answers = await page.evaluate(async (receiver) => {
    const key = Object.keys(localStorage).find((k) => /^sb-.+-auth-token$/.test(k))!;
    const { access_token: token, user } = JSON.parse(localStorage.getItem(key)!);
    const anonKey = document.querySelector<HTMLMetaElement>('meta[name="supabase-anon-key"]')!.content;
    const headers = { apikey: anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const insert = await fetch('/rest/v1/messages', { method: 'POST', headers, body: JSON.stringify({ sender_id: user.id, receiver_id: receiver, content: 'Forged' }) });
    const rpc = await fetch('/rest/v1/rpc/send_message', { method: 'POST', headers, body: JSON.stringify({ message_id: crypto.randomUUID(), receiver, body: 'Forged' }) });
    return [insert.status, (await insert.json()).code, rpc.status, (await rpc.json()).code];
  }, demoMembers.noah.id);
  expect(answers).toEqual([403, '42501', 403, '42501']);
});

test.describe('on a 360 px phone', () => {
  test.use({ storageState: signedInState('ava'), viewport: { width: 360, height: 740 } });

  test('the list and a conversation fit the screen, one at a time, with a way back', async ({ page }) => {
    await page.goto('/messages');
    const noah = page.getByRole('link', { name: /^Noah/ });
    await expect(noah).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await noah.click();
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Back to conversations' }).click();
    await expect(page).toHaveURL('/messages');
  });
});

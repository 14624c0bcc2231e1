import { expect, test, type Browser, type BrowserContext, type Page, type WebSocketRoute } from '@playwright/test';
import { demoMembers, signedInState, type DemoMemberName } from './demo-members';

// Ava and Noah are matched in the seed. Their saved sessions are shared with other specs: never sign
// out here. Texts carry the time, so that a retry never finds the last attempt's messages.
const stamp = () => `${Date.now() % 1_000_000}`;

// Each test's members leave with it: a page left open on a conversation would read the next test's messages.
const opened: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

async function pageOf(browser: Browser, name: DemoMemberName): Promise<Page> {
  const context = await browser.newContext({ storageState: signedInState(name) });
  opened.push(context);
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

/**
 * The page's realtime sockets, cut and restored at will: the browser's offline mode leaves an open
 * WebSocket alone. While cut, a new socket is closed as soon as it opens, as on a dead network.
 */
async function realtimeSwitch(context: BrowserContext) {
  let up = true;
  const open = new Set<WebSocketRoute>();
  await context.routeWebSocket(/\/realtime\/v1\/websocket/, (socket) => {
    if (!up) return void socket.close();
    socket.connectToServer();
    open.add(socket);
    socket.onClose(() => open.delete(socket));
  });
  return {
    cut: async () => {
      up = false;
      await Promise.all([...open].map((socket) => socket.close()));
    },
    restore: () => {
      up = true;
    },
  };
}

test('a message sent while noah is offline reaches him once he is back', async ({ browser }) => {
  const ava = await pageOf(browser, 'ava');
  const noah = await pageOf(browser, 'noah');
  const noahRealtime = await realtimeSwitch(noah.context());
  await noah.goto(`/messages/${demoMembers.ava.id}`);
  await expect(noah.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await ava.goto(`/messages/${demoMembers.noah.id}`);
  await expect(ava.getByRole('textbox', { name: 'Message' })).toBeVisible();

  await noah.context().setOffline(true);
  await noahRealtime.cut();
  const whileAway = `While you were offline ${stamp()}`;
  await send(ava, whileAway);
  await expect(thread(ava, 'Noah').getByText(whileAway)).toBeVisible();
  await expect(thread(noah, 'Ava').getByText(whileAway)).toBeHidden();

  await noah.context().setOffline(false);
  noahRealtime.restore();
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
    // Past the new member's walk-through (e2e/new-members.ts, signUp): this story is not about it.
    { email, password, data: { username: email.split('@')[0], first_name: 'Lonely', last_name: 'Tester', gender: 'female', birth_date: '1995-02-01', onboarding: 'done' } },
  );
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
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

test("a message noah reads while ava's socket is down shows as read once it is back", async ({ browser }) => {
  const ava = await pageOf(browser, 'ava');
  const avaRealtime = await realtimeSwitch(ava.context());
  const noah = await pageOf(browser, 'noah');
  await noah.goto('/home');
  await expect(messagesButton(noah)).toBeVisible();
  const before = await unreadIn(noah);
  await ava.goto(`/messages/${demoMembers.noah.id}`);
  const question = `Are you free on Friday? ${stamp()}`;
  await send(ava, question);
  const sent = thread(ava, 'Noah').getByRole('listitem').filter({ hasText: question });
  await expect(sent.getByText('Sent')).toBeVisible();
  await expect(messagesButton(noah)).toHaveAccessibleName(`Messages, ${before + 1} unread`);

  await avaRealtime.cut();
  await messagesButton(noah).click();
  await noah.getByRole('link', { name: /^Ava/ }).click();
  await expect(thread(noah, 'Ava').getByText(question)).toBeVisible();
  // Read: his badge drops back; Ava, cut off, hears nothing of it.
  await expect(messagesButton(noah)).toHaveAccessibleName(before === 0 ? 'Messages' : `Messages, ${before} unread`);
  await expect(sent.getByText('Sent')).toBeVisible();

  avaRealtime.restore();
  await expect(sent.getByText('Read')).toBeVisible({ timeout: 20_000 });
});

import { expect, test, type Page } from '@playwright/test';
import { signedInPage, signUp } from './new-members';
import { payWith } from './checkout';

// Read receipts are a plan's feature (docs/plans.md, Read receipts): a Free member's thread says
// 'Sent' after the other read her message, by REST and live; once she upgrades to Premium with the
// test card, 'Read' appears live in her open thread. Two fresh members each run, so a retry starts on Free.

/** A REST call as the page's signed-in member; resolves to the HTTP status. */
function callAs(page: Page, method: string, path: string, body: object): Promise<number> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const key = Object.keys(localStorage).find((k) => /^sb-.+-auth-token$/.test(k))!;
      const session = JSON.parse(localStorage.getItem(key)!);
      const anonKey = document.querySelector<HTMLMetaElement>('meta[name="supabase-anon-key"]')!.content;
      const headers = { apikey: anonKey, Authorization: `Bearer ${session.access_token}`, 'Content-Type': 'application/json' };
      return (await fetch(path, { method, headers, body: JSON.stringify(body) })).status;
    },
    { method, path, body },
  );
}

async function send(page: Page, text: string) {
  const composer = page.getByRole('textbox', { name: 'Message' });
  await composer.fill(text);
  await composer.press('Enter');
}

test('a Free sender sees no Read after he read her message; on Premium, Read appears live in the open thread', async ({ browser, page }) => {
  // Two members, a match, a checkout: three times the default time.
  test.slow();
  await page.goto('/');
  const [rita, leo] = [await signUp(page, 'Rita'), await signUp(page, 'Leo')];
  const ritaPage = await signedInPage(browser, rita.email);
  const leoPage = await signedInPage(browser, leo.email);
  expect(await callAs(leoPage, 'POST', '/rest/v1/interests', { sender_id: leo.id, receiver_id: rita.id })).toBe(201);
  // Her interest sent back makes the match (on Free she cannot read his to accept it).
  expect(await callAs(ritaPage, 'POST', '/rest/v1/interests', { sender_id: rita.id, receiver_id: leo.id })).toBe(201);
  const ritasThread = ritaPage.getByRole('list', { name: 'Messages with Leo' });
  const leosThread = leoPage.getByRole('list', { name: 'Messages with Rita' });
  const stamp = Date.now() % 100_000;

  // On Free: he opens the conversation and reads it; his answer reaches her live, after the read.
  await ritaPage.goto(`/messages/${leo.id}`);
  const hello = `Hello Leo ${stamp}`;
  await send(ritaPage, hello);
  const first = ritasThread.getByRole('listitem').filter({ hasText: hello });
  await expect(first.getByText('Sent', { exact: true })).toBeVisible();
  await leoPage.goto(`/messages/${rita.id}`);
  await expect(leosThread.getByText(hello)).toBeVisible();
  const answer = `Hi Rita ${stamp}`;
  await send(leoPage, answer);
  await expect(ritasThread.getByText(answer)).toBeVisible();
  await expect(first.getByText('Sent', { exact: true })).toBeVisible();
  await expect(ritasThread.getByText('Read', { exact: true })).toHaveCount(0);
  // Loaded again from the database: still no read time for her.
  await ritaPage.reload();
  await expect(first.getByText('Sent', { exact: true })).toBeVisible();
  await expect(ritasThread.getByText('Read', { exact: true })).toHaveCount(0);

  // She upgrades to Premium with the test card.
  await ritaPage.goto('/pricing');
  await ritaPage.getByRole('button', { name: 'Upgrade Plan to Premium' }).click();
  await payWith(ritaPage, '4242 4242 4242 4242');
  await expect(ritaPage.getByText('Subscription updated successfully!')).toBeVisible();

  // Back in the thread, his read of her first message shows; a new one turns Read live as he reads it.
  await leoPage.goto('/home');
  await ritaPage.goto(`/messages/${leo.id}`);
  await expect(first.getByText('Read', { exact: true })).toBeVisible();
  const again = `Still there? ${stamp}`;
  await send(ritaPage, again);
  const second = ritasThread.getByRole('listitem').filter({ hasText: again });
  await expect(second.getByText('Sent', { exact: true })).toBeVisible();
  await leoPage.goto(`/messages/${rita.id}`);
  await expect(leosThread.getByText(again)).toBeVisible();
  await expect(second.getByText('Read', { exact: true })).toBeVisible();

  await Promise.all([ritaPage.context().close(), leoPage.context().close()]);
});

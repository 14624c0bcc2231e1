import { expect, test, type Page } from '@playwright/test';
import { signedInPage, signUp } from './new-members';
import { payWith } from './checkout';

// See who liked you (docs/plans.md): on Free, People Interested in You shows how many, blurred, and
// 'Upgrade Plan', and the database gives her no sender; on Premium (the test card on the payment
// stand-in, as in plans.spec.ts) she sees who liked her and answers. Each run signs up its own two.

/** What the API gives the page's member about her pending likes: the REST rows and the list's status. */
function likesThroughTheApi(page: Page) {
  return page.evaluate(async () => {
    const key = Object.keys(localStorage).find((k) => /^sb-.+-auth-token$/.test(k))!;
    const session = JSON.parse(localStorage.getItem(key)!);
    const anonKey = document.querySelector<HTMLMetaElement>('meta[name="supabase-anon-key"]')!.content;
    const headers = { apikey: anonKey, Authorization: `Bearer ${session.access_token}`, 'Content-Type': 'application/json' };
    const rows = await (await fetch(`/rest/v1/interests?select=sender_id&receiver_id=eq.${session.user.id}`, { headers })).json();
    const list = await fetch('/rest/v1/rpc/get_received_interests', { method: 'POST', headers, body: '{}' });
    return { rows, listStatus: list.status };
  });
}

test('a Free member sees how many like her, blurred and nameless, with Upgrade Plan; on Premium she sees who and answers', async ({ browser, page }) => {
  await page.goto('/');
  const theo = await signUp(page, 'Theo');
  const mira = await signUp(page, 'Mira');

  const theoPage = await signedInPage(browser, theo.email);
  await theoPage.goto(`/profile/${mira.id}`);
  await theoPage.getByRole('button', { name: 'Show Interest in Mira' }).click();
  const showInterest = theoPage.getByRole('dialog', { name: 'Show Interest' });
  await showInterest.getByLabel('Message (optional)').fill('Hiking on Sunday?');
  await showInterest.getByRole('button', { name: 'Send Interest' }).click();
  await expect(theoPage.getByText('Interest sent successfully!')).toBeVisible();

  // Free: the count, blurred cards drawn in the browser, no name, no photo, no message.
  const miraPage = await signedInPage(browser, mira.email);
  const likes = miraPage.getByRole('banner').getByRole('button', { name: /^Likes/ });
  await expect(likes).toHaveAccessibleName('Likes, 1 pending');
  await likes.click();
  const dialog = miraPage.getByRole('dialog', { name: 'People Interested in You' });
  await expect(dialog.getByRole('heading', { name: '1 person likes you' })).toBeVisible();
  await expect(dialog.getByTestId('blurred-likes').locator(':scope > *')).toHaveCount(1);
  await expect(dialog.getByText(/Theo|Hiking on Sunday\?/)).toHaveCount(0);
  await expect(dialog.getByRole('img')).toHaveCount(0);
  // Not hidden by the screen alone: the database gives her no sender.
  expect(await likesThroughTheApi(miraPage)).toEqual({ rows: [], listStatus: 402 });

  await dialog.getByRole('link', { name: 'Upgrade Plan' }).click();
  await expect(miraPage).toHaveURL('/pricing');
  await miraPage.getByRole('button', { name: 'Upgrade Plan to Premium' }).click();
  await payWith(miraPage, '4242 4242 4242 4242', 'Mira Tester');
  await expect(miraPage.getByText('Subscription updated successfully!')).toBeVisible();

  // Premium: who liked her, with the message, and she answers.
  await miraPage.goto('/home');
  await likes.click();
  const like = dialog.getByRole('listitem').filter({ hasText: 'Hiking on Sunday?' });
  await expect(like.getByRole('heading', { name: /^Theo, \d+$/ })).toBeVisible();
  expect(await likesThroughTheApi(miraPage)).toEqual({ rows: [{ sender_id: theo.id }], listStatus: 200 });
  await like.getByRole('button', { name: 'Accept interest from Theo' }).click();
  await expect(miraPage.getByText('Interest accepted!')).toBeVisible();
  await expect(miraPage.getByRole('dialog', { name: "It's a match!" }).getByText('You and Theo like each other.')).toBeVisible();
});

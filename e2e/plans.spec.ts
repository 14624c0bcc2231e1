import { expect, test, type Page } from '@playwright/test';
import { newPerson, register, signIn, skipWalkThrough } from './new-members';
import { payWith } from './checkout';

// A new member on Free meets the daily interest limit, is sent to /pricing, has a card declined,
// then upgrades to Premium with the test card on the server's payment stand-in, sees her plan in
// Settings and goes on, until she sends interests faster than anyone reads profiles. Each run registers its own member, so a retry starts on Free again.

/**
 * Interests sent through the API as the page's member. From her feed, the last ones of its first page
 * (so that the first cards on screen stay there for the ones sent by hand); or, `elsewhere`, to
 * members she can see who are not on that page at all (her feed may hold fewer than a flood needs).
 */
async function sendInterests(page: Page, count: number, elsewhere = false) {
  const sent = await page.evaluate(
    async ({ n, elsewhere }) => {
      const key = Object.keys(localStorage).find((k) => /^sb-.+-auth-token$/.test(k))!;
      const session = JSON.parse(localStorage.getItem(key)!);
      const anonKey = document.querySelector<HTMLMetaElement>('meta[name="supabase-anon-key"]')!.content;
      const headers = { apikey: anonKey, Authorization: `Bearer ${session.access_token}`, 'Content-Type': 'application/json' };
      const feed = (await (await fetch('/rest/v1/rpc/get_discovery_feed', { method: 'POST', headers, body: JSON.stringify({ page_size: 40 }) })).json()) as { id: string }[];
      let receivers = feed.slice(-n).map((row) => row.id);
      if (elsewhere) {
        const onPage = new Set([session.user.id, ...feed.map((row) => row.id)]);
        const liked = (await (await fetch(`/rest/v1/interests?select=receiver_id&sender_id=eq.${session.user.id}`, { headers })).json()) as { receiver_id: string }[];
        liked.forEach((row) => onPage.add(row.receiver_id));
        const members = (await (await fetch('/rest/v1/public_profiles?select=id&limit=200', { headers })).json()) as { id: string }[];
        receivers = members.map((row) => row.id).filter((id) => !onPage.has(id)).slice(0, n);
      }
      const statuses = [];
      for (const receiver of receivers) {
        const res = await fetch('/rest/v1/interests', { method: 'POST', headers, body: JSON.stringify({ sender_id: session.user.id, receiver_id: receiver }) });
        statuses.push(res.status);
      }
      return statuses;
    },
    { n: count, elsewhere },
  );
  expect(sent).toEqual(Array(count).fill(201));
}

async function showInterestInFirstCard(page: Page) {
  const card = page.getByRole('article').first();
  await card.getByRole('button', { name: /^Show Interest in / }).click();
  const dialog = page.getByRole('dialog', { name: 'Show Interest' });
  await dialog.getByRole('button', { name: 'Send Interest' }).click();
  return dialog;
}

test('a Free member hits the interest limit, upgrades to Premium with the test card, goes on, and a flood of interests is slowed down', async ({ page }) => {
  // A whole story: registration, ten interests, checkout, then twenty more: 22 s on a quiet machine,
  // over the 30 s default on a busy one.
  test.slow();
  const person = newPerson('free');
  await register(page, person);
  await expect(page).toHaveURL('/login');
  await signIn(page, person.email);
  await skipWalkThrough(page);
  await expect(page).toHaveURL('/home');

  // Her plan has no AI matchmaking: the modal says so before she picks, the personas locked.
  const matchmaker = page.getByRole('dialog', { name: 'AI Matchmaker' });
  await page.getByRole('banner').getByRole('button', { name: 'AI Matchmaker' }).click();
  await expect(matchmaker.getByText('AI matchmaking comes with Premium and Elite. Upgrade your plan to meet the matchmakers.')).toBeVisible();
  await expect(matchmaker.getByRole('button', { name: 'Cupid' })).toBeDisabled();
  await matchmaker.getByRole('button', { name: 'Close' }).click();

  await sendInterests(page, 9);
  await page.reload();
  // The 10th, from a card: Free allows it.
  const tenth = await showInterestInFirstCard(page);
  await expect(tenth).toBeHidden();
  // The 11th: refused, with the way to more.
  await showInterestInFirstCard(page);
  await expect(page.getByText('You have sent your 10 interests for today. Upgrade your plan to send more.')).toBeVisible();
  // The refusal's own link (the Boost button beside 'Discover' has one too).
  await page.getByRole('status').filter({ hasText: 'You have sent your 10 interests' }).getByRole('link', { name: 'Upgrade Plan' }).click();
  await expect(page).toHaveURL('/pricing');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  // A declined card changes nothing.
  await page.getByRole('button', { name: 'Upgrade Plan to Premium' }).click();
  await expect(page.getByRole('heading', { name: 'Ascend Premium' })).toBeVisible();
  await expect(page.getByText('7-day free trial, then $19.99 / month')).toBeVisible();
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await page.getByRole('link', { name: 'Back to Ascend' }).click();
  await expect(page.getByText('Failed to process subscription. Please try again.')).toBeVisible();
  await expect(page).toHaveURL('/pricing');

  // The test card: back in Settings on Premium, with the trial's end and the next steps.
  await page.getByRole('button', { name: 'Upgrade Plan to Premium' }).click();
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByText('Subscription updated successfully!')).toBeVisible();
  await expect(page).toHaveURL('/settings');
  await expect(page.getByText(/^Free trial until /)).toBeVisible();
  await expect(page.getByRole('link', { name: /Change Plan/ })).toBeVisible();
  // Today's ten interests, now without a limit.
  await expect(page.getByText('10 (unlimited)')).toBeVisible();

  // And she goes on: Premium has no daily interest limit, and includes the matchmakers.
  await page.goto('/home');
  await page.getByRole('banner').getByRole('button', { name: 'AI Matchmaker' }).click();
  await expect(matchmaker.getByRole('button', { name: 'Cupid' })).toBeEnabled();
  await expect(matchmaker.getByText(/^AI matchmaking comes with/)).toBeHidden();
  await matchmaker.getByRole('button', { name: 'Close' }).click();
  const more = await showInterestInFirstCard(page);
  await expect(more).toBeHidden();
  await expect(page.getByText(/interests for today/)).toBeHidden();

  // Whatever the plan, 30 interests in ten minutes is a flood (docs/security.md, Abuse limits): she
  // has sent 11; 18 more, the 30th from a card, and the 31st is refused with the reason.
  await sendInterests(page, 18, true);
  await page.reload();
  const thirtieth = await showInterestInFirstCard(page);
  await expect(thirtieth).toBeHidden();
  await expect(page.getByText('Interest sent successfully!').first()).toBeVisible();
  await showInterestInFirstCard(page);
  await expect(page.getByText('You are sending interests too fast. Please take a break and try again in a few minutes.')).toBeVisible();
});

import { expect, test, type Page } from '@playwright/test';
import { signedInState } from './demo-members';
import { signedInPage, signUp } from './new-members';

/** Resolves once the page's realtime socket has joined a channel for inserted interests. */
function interestChannelJoined(page: Page) {
  return new Promise<void>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (/"phx_reply".*"postgres_changes":\[\{[^\]]*"table":"interests"/.test(String(payload))) resolve();
      }),
    );
  });
}

test('sofia shows interest in noah with a message; his badge rises without a reload; on Free he reaches her like through its notification and accepts, both see the match at once, and their conversation starts with her message', async ({ browser, page }) => {
  await page.goto('/');
  const sofia = await signUp(page, 'Sofia');
  const noah = await signUp(page, 'Noah');

  const noahPage = await signedInPage(browser, noah.email);
  const joined = interestChannelJoined(noahPage);
  await noahPage.goto('/messages');
  await expect(noahPage.getByText('No conversations yet')).toBeVisible();
  const likes = noahPage.getByRole('banner').getByRole('button', { name: /^Likes/ });
  await expect(likes).toHaveAccessibleName('Likes');
  await joined;
  // Lost on a reload: proves the badge rises in the page as it is.
  await noahPage.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  const sofiaPage = await signedInPage(browser, sofia.email);
  await sofiaPage.goto(`/profile/${noah.id}`);
  await sofiaPage.getByRole('button', { name: 'Show Interest in Noah' }).click();
  const showInterest = sofiaPage.getByRole('dialog', { name: 'Show Interest' });
  await showInterest.getByLabel('Message (optional)').fill('Coffee this week?');
  await showInterest.getByRole('button', { name: 'Send Interest' }).click();
  await expect(sofiaPage.getByText('Interest sent successfully!')).toBeVisible();
  await expect(sofiaPage.getByRole('button', { name: 'Interest sent' })).toBeDisabled();
  await sofiaPage.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  await expect(likes).toHaveAccessibleName('Likes, 1 pending');
  expect(await noahPage.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // Noah is on Free: People Interested in You says how many, not who (who-liked-you.spec.ts). The
  // like's notification leads him to Sofia's profile, where he answers it.
  await likes.click();
  const dialog = noahPage.getByRole('dialog', { name: 'People Interested in You' });
  await expect(dialog.getByRole('heading', { name: '1 person likes you' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await noahPage.getByRole('banner').getByRole('link', { name: /^Notifications/ }).click();
  await noahPage.getByRole('region', { name: 'Today' }).getByRole('link', { name: /Sofia likes you/ }).click();
  await expect(noahPage).toHaveURL(`/profile/${sofia.id}`);
  await expect(noahPage.getByText('Sofia is interested in you.')).toBeVisible();
  await expect(noahPage.getByText('Coffee this week?')).toBeVisible();
  await noahPage.getByRole('button', { name: 'Accept interest from Sofia' }).click();
  await expect(noahPage.getByText('Interest accepted!')).toBeVisible();
  // Both see the match at once: Noah, who made it, in "It's a match!"; Sofia by a toast (below).
  const moment = noahPage.getByRole('dialog', { name: "It's a match!" });
  await expect(moment.getByText('You and Sofia like each other.')).toBeVisible();
  await moment.getByRole('button', { name: 'Send a message' }).click();
  await expect(noahPage).toHaveURL(`/messages/${sofia.id}`);
  await expect(noahPage.getByRole('region', { name: 'Conversation with Sofia' })).toBeVisible();
  await expect(noahPage.getByRole('list', { name: 'Messages with Sofia' }).getByText('Coffee this week?')).toBeVisible();
  // The list he loaded before the match has it now, in the same page.
  await expect(noahPage.getByRole('list', { name: 'Conversations' }).getByText('Sofia', { exact: true })).toBeVisible();
  expect(await noahPage.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(likes).toHaveAccessibleName('Likes');

  // They are a match now: Noah's page, still open on Sofia's screen, says so without a reload (her
  // member stream hears her interest turn accepted).
  await expect(sofiaPage.getByText("It's a match", { exact: true })).toBeVisible();
  await expect(sofiaPage.getByText("It's a match! Noah likes you too.")).toBeVisible();
  await expect(sofiaPage.getByRole('link', { name: 'Message Noah' })).toHaveAttribute('href', `/messages/${noah.id}`);
  expect(await sofiaPage.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test.describe('on a 360 px phone', () => {
  test.use({ storageState: signedInState('noah'), viewport: { width: 360, height: 740 } });

  test('the header shows all its buttons, and nothing scrolls sideways', async ({ page }) => {
    await page.goto('/messages');
    const header = page.getByRole('banner');
    const controls = [
      header.getByRole('link', { name: 'Ascend home' }),
      header.getByRole('button', { name: 'Dating preferences' }),
      header.getByRole('link', { name: 'Messages' }),
      header.getByRole('button', { name: /^Likes/ }),
      header.getByRole('button', { name: /^Switch to (dark|light) theme$/ }),
      header.getByRole('button', { name: 'Account menu' }),
    ];
    for (const control of controls) {
      await expect(control).toBeInViewport({ ratio: 1 });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

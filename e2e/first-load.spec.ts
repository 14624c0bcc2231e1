import { expect, test } from '@playwright/test';
import { signedInState } from './demo-members';

test.use({ storageState: signedInState('ava') });

// src/shared/supabase/early-requests.ts and public/early-requests.js, in a real browser: the first
// cold load notes /home's first reads, the next one sends them before the app has loaded, and the app
// takes the answers instead of asking again.
test('a returning member’s /home asks for its feed before the app has loaded, and only once', async ({ page, context }) => {
  await page.goto('/home');
  await expect(page.getByRole('article').first()).toBeVisible();

  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const firstPageAskedBy: string[] = [];
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    if (request.url.endsWith('/rest/v1/rpc/get_discovery_feed') && request.postData === '{"page_size":20}') {
      firstPageAskedBy.push(new URL(initiator.stack?.callFrames[0]?.url ?? 'about:blank').pathname);
    }
  });
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(firstPageAskedBy).toEqual(['/early-requests.js']);
});

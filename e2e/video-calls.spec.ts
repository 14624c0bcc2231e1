import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { payWith } from './checkout';
import { signUp, signedInPage } from './new-members';

// Video calls between two matches in two browsers (docs/features.md, Video calls), with Chromium's
// fake camera and microphone: the call connects and video flows both ways (each side's
// RTCPeerConnection counts inbound video bytes growing), a decline, a missed call (30 s), a hang-up,
// and a block during a call. Fresh members each time: the caller upgrades to Elite (the plans with
// 'video_calls'), the callee stays on Free (answering needs no plan).

test.use({
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});

declare global {
  interface Window {
    /** Every RTCPeerConnection the page made (the init script below): the test reads their statistics. */
    __peers?: RTCPeerConnection[];
  }
}

/** Keeps each RTCPeerConnection the app makes where the test can ask it for statistics. */
function recordPeers() {
  const Original = window.RTCPeerConnection;
  window.__peers = [];
  window.RTCPeerConnection = class extends Original {
    constructor(...args: ConstructorParameters<typeof RTCPeerConnection>) {
      super(...args);
      window.__peers!.push(this);
    }
  };
}

/** The bytes of video the page's newest connection has received. */
const inboundVideoBytes = (page: Page) =>
  page.evaluate(async () => {
    const peer = window.__peers?.at(-1);
    if (!peer) return 0;
    let bytes = 0;
    (await peer.getStats()).forEach((report: { type: string; kind?: string; bytesReceived?: number }) => {
      if (report.type === 'inbound-rtp' && report.kind === 'video') bytes += report.bytesReceived ?? 0;
    });
    return bytes;
  });

/** A REST call as the page's member; resolves to the JSON answer. */
function callAs(page: Page, path: string, body: object): Promise<unknown> {
  return page.evaluate(
    async ({ path, body }) => {
      const key = Object.keys(localStorage).find((k) => /^sb-.+-auth-token$/.test(k))!;
      const session = JSON.parse(localStorage.getItem(key)!);
      const anonKey = document.querySelector<HTMLMetaElement>('meta[name="supabase-anon-key"]')!.content;
      const headers = { apikey: anonKey, Authorization: `Bearer ${session.access_token}`, 'Content-Type': 'application/json', Prefer: 'return=representation' };
      const res = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
      return res.json();
    },
    { path, body },
  );
}

interface Pair {
  mia: Page;
  leo: Page;
  miaId: string;
  leoId: string;
}

/** Mia (Elite) and Leo (Free), matched, each in a browser of their own that records its connections. */
async function matchedPair(browser: Browser, page: Page): Promise<Pair> {
  await page.goto('/');
  const [mia, leo] = [await signUp(page, 'Mia'), await signUp(page, 'Leo')];
  const [miaPage, leoPage] = [await signedInPage(browser, mia.email), await signedInPage(browser, leo.email)];
  const [interest] = (await callAs(leoPage, '/rest/v1/interests', { sender_id: leo.id, receiver_id: mia.id })) as { id: string }[];
  await callAs(miaPage, '/rest/v1/rpc/accept_interest', { interest_id: interest.id });
  await miaPage.goto('/pricing');
  await miaPage.getByRole('button', { name: 'Upgrade Plan to Elite' }).click();
  await payWith(miaPage, '4242 4242 4242 4242', 'Mia Tester');
  await expect(miaPage.getByText('Subscription updated successfully!')).toBeVisible();
  for (const own of [miaPage, leoPage]) await own.context().addInitScript(recordPeers);
  await leoPage.goto('/home');
  await miaPage.goto(`/messages/${leo.id}`);
  return { mia: miaPage, leo: leoPage, miaId: mia.id, leoId: leo.id };
}

/** Mia calls Leo from their thread; his app rings on the page he is on. */
async function miaCalls({ mia, leo }: Pair) {
  await mia.getByRole('region', { name: 'Conversation with Leo' }).getByRole('button', { name: 'Video call' }).click();
  await expect(mia.getByRole('dialog', { name: 'Calling Leo…' })).toBeVisible();
  const ring = leo.getByRole('dialog', { name: 'Incoming video call' });
  await expect(ring.getByText('Mia is calling')).toBeVisible();
  return ring;
}

/** Both sides are in the call, and each receives the other's video, more and more. */
async function expectVideoBothWays({ mia, leo }: Pair) {
  await expect(mia.getByRole('dialog', { name: 'Video call with Leo' })).toBeVisible();
  await expect(leo.getByRole('dialog', { name: 'Video call with Mia' })).toBeVisible();
  for (const side of [mia, leo]) {
    await expect.poll(() => inboundVideoBytes(side)).toBeGreaterThan(0);
    const before = await inboundVideoBytes(side);
    await expect.poll(() => inboundVideoBytes(side)).toBeGreaterThan(before);
  }
}

const threadLine = (page: Page, text: string | RegExp) => page.getByRole('list', { name: /^Messages with/ }).getByRole('note').filter({ hasText: text });

test.describe('a matched pair', () => {
  let pair: Pair;
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    pair = await matchedPair(browser, page);
    await page.close();
  });
  test.afterAll(async () => {
    await Promise.all([pair?.mia.context().close(), pair?.leo.context().close()]);
  });

  test('Mia calls, Leo accepts: the camera waits for his answer, video flows both ways, he hangs up', async () => {
    test.setTimeout(90_000);
    const ring = await miaCalls(pair);
    // His camera is not on while it rings: no connection, no video of his yet.
    expect(await pair.leo.evaluate(() => window.__peers?.length ?? 0)).toBe(0);
    await expect(pair.leo.getByLabel('Your video')).toHaveCount(0);
    expect(await seriousViolations(pair.leo)).toEqual([]);
    await ring.getByRole('button', { name: 'Accept' }).click();
    await expectVideoBothWays(pair);
    const call = pair.leo.getByRole('dialog', { name: 'Video call with Mia' });
    expect(await seriousViolations(pair.leo)).toEqual([]);
    await call.getByRole('button', { name: 'Mute' }).click();
    await expect(call.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
    await expect(call.getByRole('button', { name: 'Report' })).toBeVisible();
    await call.getByRole('button', { name: 'Hang up' }).click();
    await expect(pair.mia.getByRole('dialog', { name: 'Call ended' })).toBeVisible();
    await pair.mia.getByRole('dialog', { name: 'Call ended' }).getByRole('button', { name: 'Close' }).click();
    await expect(threadLine(pair.mia, /^Video call, \d+ (s|min)/)).toBeVisible();
  });

  test('Leo declines: Mia is told, and the thread says so', async () => {
    const ring = await miaCalls(pair);
    await ring.getByRole('button', { name: 'Decline' }).click();
    const over = pair.mia.getByRole('dialog', { name: 'Call declined' });
    await expect(over).toBeVisible();
    await over.getByRole('button', { name: 'Close' }).click();
    await expect(threadLine(pair.mia, 'Declined video call')).toBeVisible();
  });

  test('nobody answers for 30 seconds: a missed call on both sides', async () => {
    test.setTimeout(90_000);
    const ring = await miaCalls(pair);
    await expect(pair.mia.getByRole('dialog', { name: 'No answer' })).toBeVisible({ timeout: 40_000 });
    await expect(ring).toBeHidden();
    await pair.mia.getByRole('dialog', { name: 'No answer' }).getByRole('button', { name: 'Close' }).click();
    await expect(threadLine(pair.mia, 'Missed video call')).toBeVisible();
    await pair.leo.goto(`/messages/${pair.miaId}`);
    await expect(threadLine(pair.leo, 'Missed video call')).toBeVisible();
  });
});

test('Leo reports and blocks Mia from the call window: the call ends on both sides at once', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const pair = await matchedPair(browser, page);
  try {
    const ring = await miaCalls(pair);
    await ring.getByRole('button', { name: 'Accept' }).click();
    await expectVideoBothWays(pair);
    await pair.leo.getByRole('dialog', { name: 'Video call with Mia' }).getByRole('button', { name: 'Report' }).click();
    const report = pair.leo.getByRole('dialog', { name: 'Report Mia' });
    await report.getByRole('radio').first().check();
    await expect(report.getByRole('checkbox', { name: 'Also block Mia' })).toBeChecked();
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(pair.leo.getByRole('dialog', { name: 'Call ended' })).toBeVisible();
    await expect(pair.mia.getByRole('dialog', { name: 'Call ended' })).toBeVisible();
    // The match is over: Mia's thread says so, and offers no call.
    await pair.mia.getByRole('dialog', { name: 'Call ended' }).getByRole('button', { name: 'Close' }).click();
    await expect(pair.mia.getByText('This conversation has ended.')).toBeVisible();
    await expect(pair.mia.getByRole('button', { name: 'Video call' })).toBeHidden();
  } finally {
    await Promise.all([pair.mia.context().close(), pair.leo.context().close()]);
  }
});

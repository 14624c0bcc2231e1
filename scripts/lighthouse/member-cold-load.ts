import { PredefinedNetworkConditions, type Page } from 'puppeteer-core';
import { FIRST_CARD_PORTRAIT_LOADED } from './member-session';

/** What a signed-in page shows first: the feed's first portrait, loaded; the first conversation. */
const FIRST_CONTENT: Record<string, string> = {
  '/home': FIRST_CARD_PORTRAIT_LOADED,
  '/messages': "document.querySelectorAll('main ul > *').length > 0",
};

export const hasFirstContent = (pagePath: string): boolean => pagePath in FIRST_CONTENT;

/**
 * Milliseconds from navigation to a member page's first content, the browser's HTTP cache emptied
 * but the session, the app's notes and the service worker kept (a returning member), with DevTools' applied
 * throttling (Slow 4G, 4× CPU). Lighthouse's simulation replays the page's request graph on a model
 * network and does not show what overlaps with the JavaScript (early requests, docs/performance.md);
 * this is the page actually loaded at that speed.
 */
export async function memberColdLoad(page: Page, url: string, pagePath: string): Promise<number> {
  const cdp = await page.createCDPSession();
  try {
    await cdp.send('Network.clearBrowserCache');
    await page.emulateNetworkConditions(PredefinedNetworkConditions['Slow 4G']);
    await page.emulateCPUThrottling(4);
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 120_000 });
    await page.waitForFunction(FIRST_CONTENT[pagePath], { timeout: 120_000, polling: 100 });
    return await page.evaluate(() => performance.now());
  } finally {
    await page.emulateCPUThrottling(1);
    await page.emulateNetworkConditions(null);
    // Let the page's later requests finish unthrottled before the next load.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await cdp.detach();
  }
}

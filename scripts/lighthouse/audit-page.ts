import lighthouse from 'lighthouse';
import type { Page } from 'puppeteer-core';
import { forgetServiceWorkers } from './service-worker';
import { languageOfPath } from '../../supabase/functions/_shared/rules/languages';

/** The figures the table reports, from one Lighthouse run. */
export interface PageFigures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript transferred, kB, and how many script requests. */
  jsKb: number;
  jsRequests: number;
}

interface ResourceItem {
  resourceType: string;
  transferSize: number;
  requestCount: number;
}

/** Cold: the HTTP cache emptied before the load. Warm: the cache and the service worker kept. */
export type LoadMode = 'cold' | 'warm';

/**
 * One Lighthouse navigation with its default settings: mobile, simulated slow 4G and a 4× slower CPU.
 * Cold is a first visit: the browser cache emptied, no service worker and none of its caches. A
 * signed-in page keeps its local storage (the session), since
 * Lighthouse's own storage reset would sign the member out and unregister the worker.
 */
export async function auditPage(
  page: Page,
  url: string,
  { keepSession, mode }: { keepSession: boolean; mode: LoadMode },
): Promise<{ figures: PageFigures; report: unknown }> {
  // A tab in the background paints nothing (Lighthouse's NO_FCP): the audited page comes first.
  await page.bringToFront();
  if (mode === 'cold') {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await forgetServiceWorkers(page);
  }
  const result = await lighthouse(
    url,
    { logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'], disableStorageReset: keepSession },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  // A redirect (a visitor sent to /login, a member sent home) would measure another page. A page at
  // its address in another language ends on the app's own address (/es/pricing on /pricing).
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== languageOfPath(new URL(url).pathname).path) throw new Error(`${url} ended on ${landed}: not the page asked for`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = ((lhr.audits['resource-summary']?.details as { items?: ResourceItem[] } | undefined)?.items ?? []).find(
    (item) => item.resourceType === 'script',
  );
  return {
    report: lhr,
    figures: {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      jsKb: (scripts?.transferSize ?? 0) / 1000,
      jsRequests: scripts?.requestCount ?? 0,
    },
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The median of each figure over the runs (each figure on its own, as Lighthouse's guidance has it). */
export function medianFigures(runs: PageFigures[]): PageFigures {
  const keys = Object.keys(runs[0]) as (keyof PageFigures)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as PageFigures;
}

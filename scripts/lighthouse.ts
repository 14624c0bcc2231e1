import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer, { type Page } from 'puppeteer-core';
import { startApp } from './lighthouse/app-server';
import { auditPage, median, medianFigures, type LoadMode, type PageFigures } from './lighthouse/audit-page';
import { hasFirstContent, memberColdLoad } from './lighthouse/member-cold-load';
import { warmUp } from './lighthouse/service-worker';
import { signInDemoMember, timeToFirstCard } from './lighthouse/member-session';

// `npm run lighthouse`: Lighthouse (mobile: simulated slow 4G, 4× CPU slowdown, cold cache) on the
// public pages and a demo member's /home and /messages, against `npm start`'s server on a fresh data
// directory, with Debian's Chromium. Median of RUNS runs per page; JSON reports in .lighthouse/.
// `--ci`: a failure when a page's median scores under FLOOR (a floor that catches a regression without
// flaking on a shared machine: one run moves by ±5 points). `--no-build` uses the last build.
// Member pages are measured twice: cold (the browser cache emptied, as a first visit on a new build)
// and warm (a returning member: the service worker and HTTP cache kept from the load before, only
// the data on the network). `--warm` measures member pages warm only, `--cold` cold only.
const CI = process.argv.includes('--ci');
const MODES: LoadMode[] = process.argv.includes('--warm') ? ['warm'] : process.argv.includes('--cold') ? ['cold'] : ['cold', 'warm'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/**
 * Under the goal (95) by what a loaded CI machine takes off a page that scores 96–100 on a quiet one: on
 * 30 November CI's run, after the end-to-end tests, gave / 98, /login 90, /pricing 89, /es/ 91 and
 * /ar/pricing 91 (every TBT about twice a quiet run's) for a build that scored 99–100, 99, 96–99 on this
 * machine quiet (docs/performance.md, The seventh round). A regression of one slow task still fails it.
 */
const FLOOR = 85;
/**
 * `--ci`'s floor for a warm member page: a ratchet under today's scores (docs/performance.md, The fifth
 * round: /home 85 and /messages 92 on a quiet machine, 81 and 85 with two other jobs busy) until TBT
 * reaches its goal and the page joins the floor above.
 */
const WARM_FLOOR = 75;
/** Visitor pages held under FLOOR for now, each a ratchet under its median of 5 on a quiet machine (none today). */
const VISITOR_FLOORS: Record<string, number> = {};
const GOALS = { performance: 95, accessibility: 100, lcpMs: 1800, cls: 0.05, tbtMs: 100, firstCardMs: 1000 };
/** What a returning member's page must reach with the service worker warm. */
const WARM_GOALS = { lcpMs: 1500, tbtMs: 150 };
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4310);
const ALL_PAGES = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/pricing', signedIn: false },
  // The visitor pages in another language, at their own address (docs/i18n.md): hydrated where they stand too.
  { path: '/es/', signedIn: false },
  { path: '/ar/pricing', signedIn: false },
  { path: '/home', signedIn: true },
  { path: '/messages', signedIn: true },
];
// `--only=/home,/messages`: those pages alone, while working on them.
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',');
const PAGES = only ? ALL_PAGES.filter((page) => only.includes(page.path)) : ALL_PAGES;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const REPORTS = path.resolve('.lighthouse');

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

interface PageResult {
  path: string;
  mode: LoadMode;
  figures: PageFigures;
}

function printTable(results: PageResult[], mode: LoadMode) {
  const shown = results.filter((result) => result.mode === mode);
  if (shown.length === 0) return;
  const cache = mode === 'cold' ? 'cold cache' : 'warm: service worker and HTTP cache kept from the load before';
  console.log(`\nLighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : '1 run'} per page, mobile (slow 4G, 4× CPU), ${cache}:\n`);
  console.log(row(['page', 'perf', 'a11y', 'FCP', 'LCP', 'TBT', 'CLS', 'JS transferred']));
  console.log(row(['---', '---', '---', '---', '---', '---', '---', '---']));
  for (const { path: page, figures: f } of shown) {
    console.log(
      row([page, f.performance, f.accessibility, seconds(f.fcpMs), seconds(f.lcpMs), `${Math.round(f.tbtMs)} ms`, f.cls.toFixed(3), `${f.jsKb.toFixed(0)} kB, ${f.jsRequests} requests`]),
    );
  }
}

/** Warm member pages against their own goals (LCP and TBT), the rest against the score. */
function missedGoals(results: PageResult[]): string[] {
  return results.flatMap(({ path: page, mode, figures: f }) => {
    if (mode === 'warm' && CI) return f.performance < WARM_FLOOR ? [`${page} warm (${f.performance})`] : [];
    if (mode === 'warm') {
      const missed = [f.lcpMs > WARM_GOALS.lcpMs && `LCP ${seconds(f.lcpMs)}`, f.tbtMs > WARM_GOALS.tbtMs && `TBT ${Math.round(f.tbtMs)} ms`].filter(Boolean);
      return missed.length > 0 ? [`${page} warm (${missed.join(', ')})`] : [];
    }
    return f.performance < (CI ? (VISITOR_FLOORS[page] ?? FLOOR) : GOALS.performance) ? [`${page} (${f.performance})`] : [];
  });
}

async function main() {
  if (!process.argv.includes('--no-build')) execSync('npm run build --silent', { stdio: 'inherit' });
  mkdirSync(REPORTS, { recursive: true });
  const app = await startApp(PORT);
  console.log(`Server answered ${seconds(app.startedInMs)} after launch (fresh data directory).`);
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    // Visitors first: their audits reset the origin's storage, which would sign the member out.
    const visitorPage = await browser.newPage();
    const results: PageResult[] = [];
    let memberPage: Page | undefined;
    const coldLoads: string[] = [];
    for (const { path: pagePath, signedIn } of PAGES) {
      if (signedIn) {
        memberPage ??= await signInDemoMember(browser, app.origin);
        // Once before the audits, as a returning member has: the app notes the page's first reads,
        // which the audited loads then ask for early (src/shared/supabase/early-requests.ts).
        await memberPage.goto(`${app.origin}${pagePath}`, { waitUntil: 'networkidle0' });
      }
      for (const mode of signedIn ? MODES : (['cold'] as const)) {
        // Warm: the service worker installed and in control, the HTTP cache filled.
        if (mode === 'warm' && memberPage) await warmUp(memberPage, `${app.origin}${pagePath}`);
        const runs: PageFigures[] = [];
        for (let run = 1; run <= RUNS; run++) {
          const { figures, report } = await auditPage(memberPage ?? visitorPage, `${app.origin}${pagePath}`, { keepSession: signedIn, mode });
          runs.push(figures);
          const name = pagePath === '/' ? 'landing' : pagePath.slice(1).replace(/\/$/, '').replaceAll('/', '-');
          writeFileSync(path.join(REPORTS, `${name}-${mode}-${run}.json`), JSON.stringify(report));
        }
        results.push({ path: pagePath, mode, figures: medianFigures(runs) });
      }
      if (memberPage && hasFirstContent(pagePath) && !CI) {
        const loads: number[] = [];
        for (let run = 0; run < RUNS; run++) loads.push(await memberColdLoad(memberPage, `${app.origin}${pagePath}`, pagePath));
        coldLoads.push(`${pagePath} ${seconds(median(loads))}`);
      }
    }
    printTable(results, 'cold');
    printTable(results, 'warm');
    if (coldLoads.length > 0) console.log(`\nReturning member (HTTP cache emptied, service worker kept), applied throttling (Slow 4G, 4× CPU), to first content: ${coldLoads.join(', ')}`);

    const cards: number[] = [];
    for (let run = 0; run < RUNS; run++) cards.push(await timeToFirstCard(browser, app.origin));
    const firstCard = median(cards);
    console.log(`\nDesktop, no throttling: sign-in to the first card's portrait ${Math.round(firstCard)} ms (goal ≤ ${GOALS.firstCardMs} ms)`);

    const below = missedGoals(results);
    if (CI && below.length > 0) {
      console.error(`\nUnder the floor (score ${FLOOR}; a warm member page ${WARM_FLOOR}): ${below.join(', ')}`);
      process.exitCode = 1;
    } else if (below.length > 0) {
      console.log(`\nUnder the goal (score ${GOALS.performance}; warm LCP ${seconds(WARM_GOALS.lcpMs)}, TBT ${WARM_GOALS.tbtMs} ms): ${below.join(', ')}`);
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
    await app.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer, { type Page } from 'puppeteer-core';
import { startApp } from './lighthouse/app-server';
import { auditPage, median, medianFigures, type PageFigures } from './lighthouse/audit-page';
import { hasFirstContent, memberColdLoad } from './lighthouse/member-cold-load';
import { signInDemoMember, timeToFirstCard } from './lighthouse/member-session';

// `npm run lighthouse`: Lighthouse (mobile: simulated slow 4G, 4× CPU slowdown, cold cache) on the
// public pages and a demo member's /home and /messages, against `npm start`'s server on a fresh data
// directory, with Debian's Chromium. Median of RUNS runs per page; JSON reports in .lighthouse/.
// `--ci`: a failure when a page's median scores under FLOOR (a floor that catches a regression without
// flaking on a shared machine: one run moves by ±5 points). `--no-build` uses the last build.
const CI = process.argv.includes('--ci');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const FLOOR = 90;
const GOALS = { performance: 95, accessibility: 100, lcpMs: 1800, cls: 0.05, tbtMs: 100, firstCardMs: 1000 };
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4310);
const ALL_PAGES = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/pricing', signedIn: false },
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

function printTable(results: { path: string; figures: PageFigures }[]) {
  console.log(`\nLighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : '1 run'} per page, mobile (slow 4G, 4× CPU), cold cache:\n`);
  console.log(row(['page', 'perf', 'a11y', 'FCP', 'LCP', 'TBT', 'CLS', 'JS transferred']));
  console.log(row(['---', '---', '---', '---', '---', '---', '---', '---']));
  for (const { path: page, figures: f } of results) {
    console.log(
      row([page, f.performance, f.accessibility, seconds(f.fcpMs), seconds(f.lcpMs), `${Math.round(f.tbtMs)} ms`, f.cls.toFixed(3), `${f.jsKb.toFixed(0)} kB, ${f.jsRequests} requests`]),
    );
  }
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
    const results: { path: string; figures: PageFigures }[] = [];
    let memberPage: Page | undefined;
    const coldLoads: string[] = [];
    for (const { path: pagePath, signedIn } of PAGES) {
      if (signedIn) {
        memberPage ??= await signInDemoMember(browser, app.origin);
        // Once before the audits, as a returning member has: the app notes the page's first reads,
        // which the audited loads then ask for early (src/shared/supabase/early-requests.ts).
        await memberPage.goto(`${app.origin}${pagePath}`, { waitUntil: 'networkidle0' });
      }
      const runs: PageFigures[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const { figures, report } = await auditPage(memberPage ?? visitorPage, `${app.origin}${pagePath}`, signedIn);
        runs.push(figures);
        const name = pagePath === '/' ? 'landing' : pagePath.slice(1);
        writeFileSync(path.join(REPORTS, `${name}-${run}.json`), JSON.stringify(report));
      }
      results.push({ path: pagePath, figures: medianFigures(runs) });
      if (memberPage && hasFirstContent(pagePath) && !CI) {
        const loads: number[] = [];
        for (let run = 0; run < RUNS; run++) loads.push(await memberColdLoad(memberPage, `${app.origin}${pagePath}`, pagePath));
        coldLoads.push(`${pagePath} ${seconds(median(loads))}`);
      }
    }
    printTable(results);
    if (coldLoads.length > 0) console.log(`\nReturning member, applied throttling (Slow 4G, 4× CPU), cold cache, to first content: ${coldLoads.join(', ')}`);

    const cards: number[] = [];
    for (let run = 0; run < RUNS; run++) cards.push(await timeToFirstCard(browser, app.origin));
    const firstCard = median(cards);
    console.log(`\nDesktop, no throttling: sign-in to the first card's portrait ${Math.round(firstCard)} ms (goal ≤ ${GOALS.firstCardMs} ms)`);

    const below = results.filter((r) => r.figures.performance < (CI ? FLOOR : GOALS.performance));
    if (CI && below.length > 0) {
      console.error(`\nUnder the floor of ${FLOOR}: ${below.map((r) => `${r.path} (${r.figures.performance})`).join(', ')}`);
      process.exitCode = 1;
    } else if (below.length > 0) {
      console.log(`\nUnder the goal of ${GOALS.performance}: ${below.map((r) => `${r.path} (${r.figures.performance})`).join(', ')}`);
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

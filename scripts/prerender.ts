import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer } from 'vite';
import { inlineScriptHashes } from '../server/http/static/inline-script-hashes.ts';
import { prerenderedPageFor } from '../server/http/static/prerendered-page.ts';
import { ROUTE_FILES_FILE } from './vite/route-preload.ts';
import { readPlanCatalogue } from './prerender/plan-catalogue.ts';

const dist = path.resolve('dist');
const ROOT = /<div id="root">(.*)<\/div>$/m;
const HTML_TAG = /<html lang="en">/;
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="([^"]*)" \/>/;
/**
 * The site's address, for the hreflang links (search engines ask for absolute ones); without it they are
 * written from the root, and the embedded server fills in its PUBLIC_URL (spa-index.ts).
 */
const SITE_ORIGIN = process.env.SITE_URL ? new URL(process.env.SITE_URL).origin : '';
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const THEME_SCRIPT = /<script src="\/theme-init\.js"><\/script>/;
const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g;
const EMOTION_STYLE = /<style data-emotion="[^"]*">[\s\S]*?<\/style>/g;

/** Where the server looks for a route's prerendered page. */
function fileFor(route: string): string {
  const file = prerenderedPageFor(dist, route);
  if (!file) throw new Error(`${route}: the server serves no prerendered page for it (prerendered-page.ts)`);
  return file;
}

/** A script to be inlined: its comments are for its readers, not for every page load. */
async function inlinedScript(file: string): Promise<string> {
  const code = await readFile(file, 'utf8');
  return code.replace(/^\s*\/\/.*\n/gm, '').trim();
}

/**
 * The theme script and the global stylesheet (a kilobyte or two each) go into the HTML: they block the
 * first paint, and a request each costs a round trip first. The server allows the inline script by
 * its hash (server/http/static/inline-script-hashes.ts).
 */
async function inlineRenderBlocking(html: string, themeScriptAttributes = ''): Promise<string> {
  const code = await inlinedScript(path.join(dist, 'theme-init.js'));
  let inlined = html.replace(THEME_SCRIPT, () => `<script${themeScriptAttributes}>${code}</script>`);
  for (const [link, href] of html.matchAll(STYLESHEET)) {
    const css = await readFile(path.join(dist, href), 'utf8');
    inlined = inlined.replace(link, () => `<style>${css.trim()}</style>`);
  }
  return inlined;
}

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
/** Scripts only a member's load uses: her first reads, and the preload of her page's code. */
const MEMBER_SCRIPTS = ['/early-requests.js', '/route-preload.js'];
/** The script's tag in index.html, with the comment above it, if any. */
const memberScriptTag = (src: string) => new RegExp(`(?:<!--[^>]*-->\\s*)?<script src="${src.replace(/\./g, '\\.')}" async><\\/script>\\s*`);

/**
 * On a prerendered page the app's code draws nothing new: it makes the page work. It is started after
 * the first paint (scripts/prerender/start-after-paint.js), so a slow connection gives the HTML its bandwidth first;
 * the route's own chunks are preloaded with the entry's imports, as /route-preload.js would.
 */
function withAppAfterPaint(html: string, starterCode: string, routeFiles: string[]): string {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) throw new Error('dist/index.html has no module script');
  const imports = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href);
  const modules = [...new Set([entry, ...imports, ...routeFiles])];
  // Inline, at the end of the page's HTML: it runs once the markup is parsed, with no request of its own.
  const starter = `<script data-modules="${modules.join(' ')}">${starterCode}</script>`;
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY, '').replace('</body>', () => `${starter}\n</body>`);
}

/**
 * The shell of the visitor pages: a visitor's load needs neither member script, so they leave the
 * HTML, and the theme script, which knows whether a session is stored, adds them for a member
 * (public/theme-init.js).
 */
async function visitorShell(html: string): Promise<string> {
  let page = html;
  for (const src of MEMBER_SCRIPTS) {
    if (!memberScriptTag(src).test(page)) throw new Error(`dist/index.html does not load ${src} as expected`);
    page = page.replace(memberScriptTag(src), '');
  }
  return inlineRenderBlocking(page, ` data-member-scripts="${MEMBER_SCRIPTS.join(' ')}"`);
}

/**
 * Until the app has taken the page over, what was typed into a field would not be its state, and a
 * button would do nothing: fields and buttons are written disabled, marked for the app to enable
 * (PrerenderedControlsEnabled). Links work without it.
 */
const untilTheAppTakesOver = (markup: string, marker: string) =>
  markup.replace(/<(input|textarea|select|button)\b([^>]*)>/g, (tag: string, name: string, attributes: string) =>
    /\sdisabled\b/.test(attributes) ? tag : `<${name} disabled ${marker}${attributes}>`,
  );

/**
 * Finishes the built index.html, then renders the visitor pages into copies of it under
 * dist/prerendered/. The app's own modules are loaded through Vite (aliases, JSX), so the markup is
 * what the browser would draw. The splash stays, hidden, for a browser that holds a session and will
 * be sent elsewhere.
 */
async function main() {
  const started = performance.now();
  const built = await readFile(path.join(dist, 'index.html'), 'utf8');
  const shell = await inlineRenderBlocking(built);
  if (!ROOT.test(shell)) throw new Error('dist/index.html has no <div id="root"> line to fill');
  if (!HTML_TAG.test(shell)) throw new Error('dist/index.html has no <html lang="en"> to write the language in');
  if (!TITLE.test(shell)) throw new Error('dist/index.html has no <title> to write the page\'s in');
  if (!DESCRIPTION.test(shell)) throw new Error('dist/index.html has no <meta name="description"> to write the page\'s language in');
  await writeFile(path.join(dist, 'index.html'), shell);
  // The production build's code paths (React's, and the app's import.meta.env.PROD), as in the bundle.
  process.env.NODE_ENV = 'production';
  const vite = await createServer({ mode: 'production', server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' });
  try {
    const { renderPage, prerenderedPaths, UNTIL_THE_APP, LANGUAGES, pathInLanguage, textDirection, PLAN_COLUMNS } = (await vite.ssrLoadModule(
      '/src/app/entrypoint/prerender.tsx',
    )) as {
      renderPage: (
        route: string,
        language: string,
        reads: { planRows: unknown[] },
      ) => Promise<{ markup: string; title: string | undefined; description: string; seed: string | undefined }>;
      PLAN_COLUMNS: string;
      prerenderedPaths: string[];
      UNTIL_THE_APP: string;
      LANGUAGES: string[];
      pathInLanguage: (language: string, route: string) => string;
      textDirection: (language: string) => string;
    };
    // Only ever inlined, so not in public/ (which Vite copies into dist/).
    const starterCode = await inlinedScript(path.resolve('scripts/prerender/start-after-paint.js'));
    const routeFiles = JSON.parse(await readFile(path.join(dist, ROUTE_FILES_FILE), 'utf8')) as Record<string, string[]>;
    const visitorPage = await visitorShell(built);
    const hashes = new Set(inlineScriptHashes(shell));
    // The data a page is drawn from, read once for all of them (the pricing page's plans).
    const reads = { planRows: await readPlanCatalogue(PLAN_COLUMNS) };
    // Each page in every language, at its own address (/es/pricing), naming the others (docs/i18n.md).
    const pages = LANGUAGES.flatMap((language) => prerenderedPaths.map((route) => ({ language, route })));
    for (const { language, route } of pages) {
      const address = pathInLanguage(language, route);
      const { markup, title, description, seed } = await renderPage(route, language, reads);
      if (!title) throw new Error(`${address}: the page names no title (useDocumentTitle)`);
      // index.html's description is the English text's (siteTexts.description): one sentence, two homes.
      if (language === 'en' && description !== DESCRIPTION.exec(shell)?.[1]) {
        throw new Error(`index.html's description is not siteTexts.description ("${description}")`);
      }
      // A part that suspended comes as an inline script, which the content security policy refuses.
      if (/<script\b|<template\b/.test(markup)) throw new Error(`${address}: a part suspended; preload its code (prerendered-routes.ts)`);
      // Emotion writes each component's styles before it. In head, the app's Emotion takes them over
      // (global ones included) instead of writing them again, and the markup is what the browser's
      // first render draws, which writes no <style> elements.
      const styles = markup.match(EMOTION_STYLE) ?? [];
      const body = untilTheAppTakesOver(markup.replace(EMOTION_STYLE, ''), UNTIL_THE_APP);
      const alternates = [...LANGUAGES, 'x-default'].map(
        (tag) => `<link rel="alternate" hreflang="${tag}" href="${SITE_ORIGIN}${pathInLanguage(tag === 'x-default' ? 'en' : tag, route)}">`,
      );
      const html = withAppAfterPaint(visitorPage, starterCode, routeFiles[route] ?? [])
        .replace(HTML_TAG, `<html lang="${language}" dir="${textDirection(language)}">`)
        .replace(TITLE, () => `<title>${escapeHtml(title)}</title>`)
        .replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(description)}" />`)
        .replace('</head>', () => `${alternates.join('')}${styles.join('')}</head>`)
        .replace(ROOT, (_, splash: string) => `<div id="root" data-prerendered>${splash}<div class="prerendered">${body}</div></div>${seed ?? ''}`);
      await mkdir(path.dirname(fileFor(address)), { recursive: true });
      await writeFile(fileFor(address), html);
      for (const hash of inlineScriptHashes(html)) hashes.add(hash);
    }
    console.log(`Prerendered ${prerenderedPaths.join(', ')} in ${LANGUAGES.join(', ')} in ${Math.round(performance.now() - started)} ms`);
    // For a static host that sends its own policy (docs/deployment.md); the embedded server computes them.
    console.log(`Inline scripts, for a Content-Security-Policy's script-src: ${[...hashes].join(' ')}`);
  } finally {
    await vite.close();
  }
}

await main();

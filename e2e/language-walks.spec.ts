import { readdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { demoMembers, signedInState } from './demo-members';

// docs/i18n.md, Checks. Every page in the pseudo-locale, where each text that went through a
// translation reads accented and bracketed ('[Šîĝñ îñ ~~~]'). Whatever a member can read that is
// plain English skipped it: visible text, and the placeholders, labels and titles she hears or sees.
// What members wrote is not the app's words: names and places are marked translate="no" (a browser's
// translation leaves them alone too), and free text (bios, messages, events) dir="auto" (its direction
// is its own script's). A profile's title is the member's name.

/** Every visitor page the build prerendered: dist/prerendered/login.html is /login. */
const visitorPages = readdirSync('dist/prerendered')
  .filter((file) => file.endsWith('.html'))
  .map((file) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`));

/** The texts on the page a member can read that no translation went through. */
function untranslatedTexts(page: Page, title = true): Promise<string[]> {
  return page.evaluate((checkTitle) => {
    // Never translated: the brand, each language's own name in the language menus, and what a
    // member wrote (translate="no").
    const OWN_NAMES = new Set(['Ascend', 'English', 'Español', 'Deutsch', 'العربية']);
    const PSEUDO = /[[\]~áéîöûçñšýžÁÉÎÖÛÇÑŠÝŽ]/;
    const ENGLISH_WORD = /[A-Za-z]{2,}/;
    const isPlainEnglish = (text: string) => {
      const trimmed = text.trim();
      return trimmed !== '' && ENGLISH_WORD.test(trimmed) && !PSEUDO.test(trimmed) && !OWN_NAMES.has(trimmed);
    };
    const shown = (element: Element) => {
      if (element.closest('[translate="no"], [dir="auto"], [aria-hidden="true"], script, style, noscript, template')) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && shown(parent) && isPlainEnglish(node.textContent ?? '')) found.add(`text: ${node.textContent!.trim()}`);
    }
    for (const element of document.querySelectorAll('[placeholder], [aria-label], [title], img[alt]')) {
      if (!shown(element)) continue;
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value !== null && isPlainEnglish(value)) found.add(`${name}: ${value}`);
      }
    }
    if (checkTitle && isPlainEnglish(document.title)) found.add(`document title: ${document.title}`);
    return [...found];
  }, title);
}

/**
 * Waits until the app has drawn the page in the pseudo-locale (its heading, from the page's own lazy
 * code, is bracketed), with what it reads from the server.
 */
async function drawn(page: Page): Promise<void> {
  await expect(page.locator('h1').filter({ hasText: '~~' }).first()).toBeAttached();
  await page.waitForLoadState('networkidle');
}

const publicPages = [...visitorPages, '/reset-password', '/unsubscribe'];
const memberPages = ['/home', '/messages', `/messages/${demoMembers.noah.id}`, '/notifications', '/settings', '/support', '/analytics', '/events', '/personality', `/profile/${demoMembers.noah.id}`, '/pricing'];

const inLanguage = (page: Page, locale: string) => page.addInitScript((code) => localStorage.setItem('locale', code), locale);

/** Every page in the pseudo-locale: what each shows that no translation went through. */
async function walkInPseudo(page: Page, paths: string[]): Promise<Record<string, string[]>> {
  await inLanguage(page, 'pseudo');
  const report: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    await drawn(page);
    const left = await untranslatedTexts(page, !path.startsWith('/profile/'));
    if (left.length > 0) report[path] = left;
  }
  return report;
}

test('a visitor reads every public page translated', async ({ page }) => {
  test.slow();
  expect(await walkInPseudo(page, publicPages)).toEqual({});
});

test.describe('a member', () => {
  test.use({ storageState: signedInState('ava') });

  test('reads every page of hers translated', async ({ page }) => {
    test.slow();
    expect(await walkInPseudo(page, memberPages)).toEqual({});
  });
});

/** How far the page is wider than the screen, in pixels (0 when it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Every page in Arabic on a phone: right to left, drawn in Arabic, and nothing wider than the screen. */
async function walkInArabic(page: Page, paths: string[]): Promise<Record<string, number>> {
  await inLanguage(page, 'ar');
  const wider: Record<string, number> = {};
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // Its heading in Arabic script: the page's own code has drawn it in the language.
    await expect(page.locator('h1').filter({ hasText: /[\u0600-\u06FF]/ }).first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    const extra = await overflow(page);
    if (extra > 0) wider[path] = extra;
  }
  return wider;
}

test.describe('on a phone in Arabic', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a visitor’s every page reads right to left and fits the screen', async ({ page }) => {
    test.slow();
    expect(await walkInArabic(page, publicPages)).toEqual({});
  });

  test.describe('a member', () => {
    test.use({ storageState: signedInState('ava') });

    test('has every page of hers right to left, fitting the screen', async ({ page }) => {
      test.slow();
      expect(await walkInArabic(page, memberPages)).toEqual({});
    });
  });
});

import type { EmotionCache } from '@emotion/cache';
import { languageOfPath } from '@rules/languages';
import { chooseLocale, intlTag, SOURCE_LOCALE, textDirection, type Locale } from './locales';
import type { Translator } from './translator';

/** What loads a language (its catalogue chunk, and the right-to-left styles if it needs them). */
export type LocaleLoader = (locale: Locale) => Promise<Pick<LocaleState, 'translator' | 'rtlCache'>>;

/** Where a visitor's choice is kept on this device; a member's is also saved in profiles.locale. */
export const LOCALE_STORAGE_KEY = 'locale';

interface LocaleState {
  locale: Locale;
  translator: Translator | null;
  rtlCache: EmotionCache | null;
}

// The app starts in English (what the build prerenders); startLocale() switches to the reader's
// language before the first render when it is another (src/app/entrypoint/main.tsx).
let state: LocaleState = { locale: SOURCE_LOCALE, translator: null, rtlCache: null };
const listeners = new Set<() => void>();

export const subscribeLocale = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const localeState = (): LocaleState => state;
export const currentLocale = (): Locale => state.locale;
/** The current language's tag for Intl. */
export const currentIntlTag = (): string => intlTag(state.locale);

function saveLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode without storage: the choice lasts this visit.
  }
}

function savedLocale(): string | null {
  try {
    return globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The language this reader starts in (saved choice, else the browser's languages, else English). */
export function wantedLocale(): Locale {
  return chooseLocale(savedLocale(), globalThis.navigator?.languages ?? []);
}

function applyToDocument(locale: Locale) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = intlTag(locale);
  document.documentElement.dir = textDirection(locale);
}

let pending: Locale | null = null;
let loadLocale: LocaleLoader | null = null;

/**
 * The loader is handed in by the app's entry (src/app/entrypoint/main.tsx, and the tests' setup): its
 * dynamic imports then live in the entry chunk, and the modules every page shares here need none (a
 * chunk with one would pull Vite's preload helper, and what shares its chunk, into the landing page).
 */
export function setLocaleLoader(loader: LocaleLoader): void {
  loadLocale = loader;
}

/**
 * Switches the app's language once its catalogue (its own chunk) is here; the app redraws in it. `save`
 * keeps the choice on this device (a choice the reader made, not one read from the browser).
 */
export async function changeLocale(locale: Locale, { save = true }: { save?: boolean } = {}): Promise<void> {
  if (save) saveLocale(locale);
  pending = locale;
  if (!loadLocale) throw new Error('Language: no loader (setLocaleLoader)');
  const loaded = await loadLocale(locale);
  // A later choice made while this one loaded wins.
  if (pending !== locale) return;
  state = { locale, ...loaded };
  applyToDocument(locale);
  listeners.forEach((listener) => listener());
}

/**
 * A visitor page's address in another language (/es/pricing, which the build wrote in Spanish:
 * docs/i18n.md) is the reader's choice of it: kept on this device, and the address becomes the app's
 * own (/pricing) before the router reads it. Called first thing at start (main.tsx).
 */
export function takeLocaleFromAddress(): void {
  const { language, path } = languageOfPath(location.pathname);
  if (language === SOURCE_LOCALE) return;
  saveLocale(language);
  history.replaceState(history.state, '', `${path}${location.search}${location.hash}`);
}

/** The reader's language at start: resolves once its catalogue is loaded (at once for English). */
export function startLocale(): Promise<void> {
  const locale = wantedLocale();
  return locale === SOURCE_LOCALE ? Promise.resolve() : changeLocale(locale, { save: false }).catch((error: unknown) => console.error('Language: not loaded, staying in English', error));
}

/** The current language's text for `id`, or the English one when it has none. */
export function translate(id: string, english: unknown, args: readonly unknown[] = []): string | undefined {
  return state.translator?.(id, english, args);
}

import { LANGUAGES, PSEUDO_LANGUAGE, languageOfBrowser } from '@rules/languages';

/**
 * The languages Ascend speaks (docs/i18n.md; the list is shared with the server, `@rules/languages`).
 * English is the source: its texts live in each slice's `config/texts.ts`; the others are catalogues
 * loaded as their own chunks. 'pseudo' is for development: every English text lengthened and bracketed,
 * so an untranslated one stands out. The database's CHECK on profiles.locale lists the same codes.
 */
export const LOCALES = LANGUAGES;
export const PSEUDO_LOCALE = PSEUDO_LANGUAGE;
export type Locale = (typeof LOCALES)[number] | typeof PSEUDO_LOCALE;

export const SOURCE_LOCALE: Locale = 'en';

/** Each language's own name for itself, as a language menu shows it (never translated). */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  ar: 'العربية',
  pseudo: '[Ƥšéûđö]',
};

/** The BCP 47 tag Intl formats with: pseudo formats as English. */
export const intlTag = (locale: Locale): string => (locale === PSEUDO_LOCALE ? 'en' : locale);

export const textDirection = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr');

export function isLocale(value: unknown): value is Locale {
  return value === PSEUDO_LOCALE || (LOCALES as readonly unknown[]).includes(value);
}

/**
 * The language a reader starts in: the one they chose (saved on this device or in their profile), else
 * the first of the browser's languages Ascend speaks ('es-MX' is Spanish), else English.
 */
export function chooseLocale(saved: string | null | undefined, browserLanguages: readonly string[] = []): Locale {
  if (isLocale(saved)) return saved;
  return languageOfBrowser(browserLanguages) ?? SOURCE_LOCALE;
}

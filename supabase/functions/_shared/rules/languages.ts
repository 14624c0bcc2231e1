// The languages Ascend speaks (docs/i18n.md), for the SPA (`@rules`), the server's messages and the
// embedded server's prerendered pages. English is the source. The database's CHECK on
// profiles.locale takes the same codes and the development pseudo-locale.
export const LANGUAGES = ['en', 'es', 'de', 'ar'] as const;

export type Language = (typeof LANGUAGES)[number];

/**
 * The first of a browser's languages (navigator.languages) Ascend speaks: 'es-MX' is Spanish. Undefined
 * when it speaks none of them.
 */
export function languageOfBrowser(tags: readonly string[]): Language | undefined {
  for (const tag of tags) {
    const language = tag.toLowerCase().split('-')[0];
    if ((LANGUAGES as readonly string[]).includes(language)) return language as Language;
  }
  return undefined;
}

/** For development: every English text lengthened and bracketed (docs/i18n.md). */
export const PSEUDO_LANGUAGE = 'pseudo';

/** The languages a visitor page is also written in, under its code: /es/, /es/pricing. */
export const PREFIXED_LANGUAGES = LANGUAGES.filter((language) => language !== 'en') as Exclude<Language, 'en'>[];

const PREFIX = new RegExp(`^/(${PREFIXED_LANGUAGES.join('|')})(?=/|$)`);

/**
 * The language a path is written in, and the app's path without it: '/es/pricing' is the pricing page
 * in Spanish, '/de' the landing page in German; a path without a language's code is English's.
 */
export function languageOfPath(pathname: string): { language: Language; path: string } {
  const match = PREFIX.exec(pathname);
  if (!match) return { language: 'en', path: pathname };
  return { language: match[1] as Language, path: pathname.slice(match[0].length) || '/' };
}

/** The address of an app path in a language: ('es', '/pricing') is '/es/pricing', ('es', '/') '/es/'. */
export const pathInLanguage = (language: Language, path: string): string =>
  language === 'en' ? path : `/${language}${path === '/' ? '/' : path}`;

import type { EmotionCache } from '@emotion/cache';
import { textDirection, type Locale } from '@/shared/i18n';
import type { Catalogue, Translator } from '@/shared/i18n';

export interface LoadedLocale {
  translator: Translator | null;
  /** Emotion's right-to-left cache, for a right-to-left language. */
  rtlCache: EmotionCache | null;
}

// One chunk per language (and the runtime shared by all but English): English loads none of them.
const catalogues: Record<Exclude<Locale, 'en' | 'pseudo'>, () => Promise<{ default: Catalogue }>> = {
  es: () => import('./catalogues/es'),
  de: () => import('./catalogues/de'),
  ar: () => import('./catalogues/ar'),
};

async function loadTranslator(locale: Locale): Promise<Translator | null> {
  if (locale === 'en') return null;
  if (locale === 'pseudo') return (await import('./runtime/pseudo-translator')).pseudoTranslator;
  const [{ linguiTranslator }, catalogue] = await Promise.all([import('./runtime/lingui-translator'), catalogues[locale]()]);
  return linguiTranslator(locale, catalogue.default);
}

/**
 * Loads a language: the app's entry hands this to setLocaleLoader. A segment apart from shared/i18n so
 * that only the entry chunk imports it, with its dynamic imports (docs/i18n.md, Size).
 */
export async function loadLocale(locale: Locale): Promise<LoadedLocale> {
  const [translator, rtlCache] = await Promise.all([
    loadTranslator(locale),
    textDirection(locale) === 'rtl' ? import('./runtime/rtl-cache').then((module) => module.rtlCache) : null,
  ]);
  return { translator, rtlCache };
}

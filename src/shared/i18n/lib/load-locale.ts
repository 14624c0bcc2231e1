import type { EmotionCache } from '@emotion/cache';
import { textDirection, type Locale } from '../model/locales';
import type { Catalogue, Translator } from '../model/translator';

export interface LoadedLocale {
  translator: Translator | null;
  /** Emotion's right-to-left cache, for a right-to-left language. */
  rtlCache: EmotionCache | null;
}

// One chunk per language (and the runtime shared by all but English): English loads none of them.
const catalogues: Record<Exclude<Locale, 'en' | 'pseudo'>, () => Promise<{ default: Catalogue }>> = {
  es: () => import('../catalogues/es'),
  de: () => import('../catalogues/de'),
  ar: () => import('../catalogues/ar'),
};

async function loadTranslator(locale: Locale): Promise<Translator | null> {
  if (locale === 'en') return null;
  if (locale === 'pseudo') return (await import('./pseudo-translator')).pseudoTranslator;
  const [{ linguiTranslator }, catalogue] = await Promise.all([import('./lingui-translator'), catalogues[locale]()]);
  return linguiTranslator(locale, catalogue.default);
}

export async function loadLocale(locale: Locale): Promise<LoadedLocale> {
  const [translator, rtlCache] = await Promise.all([
    loadTranslator(locale),
    textDirection(locale) === 'rtl' ? import('./rtl-cache').then((module) => module.rtlCache) : null,
  ]);
  return { translator, rtlCache };
}

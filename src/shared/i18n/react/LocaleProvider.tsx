import { CacheProvider } from '@emotion/react';
import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { localeState, subscribeLocale } from '../core/locale-store';

/**
 * Draws the app in the current language: a change of language draws it again from the top (texts are
 * read as components render, docs/i18n.md), and a right-to-left language styles it through Emotion's
 * right-to-left cache.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const { locale, rtlCache } = useSyncExternalStore(subscribeLocale, localeState, localeState);
  const tree = <Fragment key={locale}>{children}</Fragment>;
  return rtlCache ? <CacheProvider value={rtlCache}>{tree}</CacheProvider> : tree;
}

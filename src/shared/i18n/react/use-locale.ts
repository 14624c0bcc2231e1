import { useSyncExternalStore } from 'react';
import { currentLocale, subscribeLocale } from '../core/locale-store';
import { textDirection, type Locale } from '../core/locales';

export const useLocale = (): Locale => useSyncExternalStore(subscribeLocale, currentLocale, currentLocale);
export const useTextDirection = (): 'ltr' | 'rtl' => textDirection(useLocale());

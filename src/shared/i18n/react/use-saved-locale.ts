import { useEffect } from 'react';
import { changeLocale, currentLocale } from '../core/locale-store';
import type { Locale } from '../core/locales';

/**
 * A member reads Ascend in the language saved in her profile, on any device she signs in on: once her
 * profile is here, the app switches to it (and keeps it on this device for the next start).
 */
export function useSavedLocale(saved: Locale | null | undefined): void {
  useEffect(() => {
    if (saved && saved !== currentLocale()) void changeLocale(saved);
  }, [saved]);
}

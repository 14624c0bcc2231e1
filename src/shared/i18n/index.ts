export { LOCALES, PSEUDO_LOCALE, LOCALE_NAMES, chooseLocale, isLocale, textDirection, type Locale } from './model/locales';
export { changeLocale, currentLocale, startLocale, wantedLocale, LOCALE_STORAGE_KEY } from './model/locale-store';
export { defineTexts } from './model/define-texts';
export { useLocale, useTextDirection } from './model/use-locale';
export { LocaleProvider } from './ui/LocaleProvider';
export { LanguageMenu } from './ui/LanguageMenu';
export { languageTexts } from './config/texts';
export { distanceUnit, formatDate, formatDistance, formatNumber, formatPrice, formatRelativeTime, formatTime } from './lib/formats';
export { saveDistanceUnit, savedDistanceUnit, type DistanceUnit } from './lib/distance-unit';

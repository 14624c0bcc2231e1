export { LanguageSettings } from './ui/LanguageSettings';
export { useSavedLocale } from './model/use-saved-locale';

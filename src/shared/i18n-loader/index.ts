// Loads a language: its catalogue and the runtime that formats it, each a chunk of its own, and for a
// right-to-left language Emotion's right-to-left cache. A segment apart from shared/i18n so that only
// the app's entry imports it (setLocaleLoader): the pages share shared/i18n and need no dynamic import
// (docs/i18n.md, Size).
export { loadLocale } from './load-locale';

import { ar } from './ar.ts';
import { de } from './de.ts';
import { en, type ServerMessage, type ServerMessageKey, type ServerMessages } from './en.ts';
import { es } from './es.ts';
import { LANGUAGES, type Language } from '../rules/languages.ts';

export type { ServerMessageKey } from './en.ts';

/**
 * The server's words in the member's language (docs/i18n.md, On the server): e-mails, pushes and the
 * AI helpers. English is the source; a language is one module of this folder.
 */
export const SERVER_LOCALES = LANGUAGES;
export type ServerLocale = Language;

export const SERVER_MESSAGES: Readonly<Record<ServerLocale, ServerMessages>> = { en, es, de, ar };

/** Each language's name in English, as a prompt names it to a model ("Answer in German"). */
export const LOCALE_ENGLISH_NAMES: Readonly<Record<ServerLocale, string>> = { en: 'English', es: 'Spanish', de: 'German', ar: 'Arabic' };

/**
 * The language to write in from what was saved or sent (profiles.locale, user metadata, a request's
 * `locale`): a language tag of at most 35 characters whose language Ascend speaks ('es-MX' → 'es'),
 * else English (a null, 'pseudo', anything else).
 */
export function serverLocale(value: unknown): ServerLocale {
  if (typeof value !== 'string' || value.length > 35) return 'en';
  const language = /^([a-z]{2})(?:[-_][A-Za-z0-9]{1,8})*$/i.exec(value)?.[1].toLowerCase();
  return (SERVER_LOCALES as readonly string[]).includes(language ?? '') ? (language as ServerLocale) : 'en';
}

type Params = Readonly<Record<string, string | number>>;

function pick(message: ServerMessage, locale: ServerLocale, count: unknown): string {
  if (typeof message === 'string') return message;
  const category = typeof count === 'number' ? new Intl.PluralRules(locale).select(count) : 'other';
  return message[category] ?? message.other;
}

/**
 * A message in `locale` (English when the language lacks it), its `{placeholders}` filled from
 * `params`; a counted message picks its plural form by `params.count`. Numbers are written as the
 * language writes them.
 */
export function serverText(locale: ServerLocale, key: ServerMessageKey, params: Params = {}): string {
  const message = SERVER_MESSAGES[locale][key] ?? en[key];
  return pick(message, locale, params.count).replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? value.toLocaleString(locale) : value;
  });
}

/** A translator bound to one language. */
export const serverTexts =
  (locale: ServerLocale) =>
  (key: ServerMessageKey, params?: Params): string =>
    serverText(locale, key, params);

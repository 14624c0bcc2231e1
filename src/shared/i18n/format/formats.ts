import { formatTexts } from '../core/texts';
import { currentIntlTag, currentLocale, translate } from '../core/locale-store';
import { PSEUDO_LOCALE } from '../core/locales';
import { localeDistanceUnit, savedDistanceUnit, type DistanceUnit } from './distance-unit';

// Every number, date, time, distance and price a member reads, in the current language, from Intl
// (docs/i18n.md, Formats). English reads as SPEC.md writes it: '5 miles', 'December 27, 2026', '$9.99'.

const KM_PER_MILE = 1.609344;
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Building an Intl formatter costs far more than using one (its locale data is looked up each time),
// and a page formats many prices, dates and distances as it draws: one formatter per language and
// options, kept.
type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.ListFormat;
const formatters = new Map<string, Formatter>();
function formatter<T extends Formatter>(kind: string, options: object | undefined, make: (tag: string) => T): T {
  const tag = currentIntlTag();
  const key = `${kind} ${tag} ${JSON.stringify(options ?? {})}`;
  let made = formatters.get(key) as T | undefined;
  if (!made) formatters.set(key, (made = make(tag)));
  return made;
}

/**
 * In the pseudo-locale, a value written in words (a date, a distance, '5 minutes ago') is bracketed
 * like a text, so the walk that looks for English that skipped translation tells it apart
 * (e2e/language-walks.spec.ts). Every other language shows Intl's words as they are.
 */
const inWords = (text: string): string => (currentLocale() === PSEUDO_LOCALE ? (translate('format', text) ?? text) : text);

export const formatNumber = (value: number, options?: Intl.NumberFormatOptions): string =>
  formatter('number', options, (tag) => new Intl.NumberFormat(tag, options)).format(value);

/** The unit distances are shown in: the reader's override, else the language's (and region's). */
export function distanceUnit(): DistanceUnit {
  return savedDistanceUnit() ?? localeDistanceUnit(currentIntlTag(), globalThis.navigator?.languages ?? []);
}

/** A distance the database gives in whole miles, in the reader's unit: '5 miles', '8 kilometres', '8 Kilometer'. */
export function formatDistance(miles: number, unit: DistanceUnit = distanceUnit()): string {
  const value = Math.max(1, Math.round(unit === 'mile' ? miles : miles * KM_PER_MILE));
  return inWords(formatNumber(value, { style: 'unit', unit, unitDisplay: 'long' }));
}

/** A price in the plan's currency: '$9.99', '9,99 $'. */
export const formatPrice = (amount: number, currency = 'USD'): string => formatNumber(amount, { style: 'currency', currency });

/** A calendar date: 'December 27, 2026', '27 de diciembre de 2026'. */
export const formatDate = (date: Date | string, options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' }): string =>
  inWords(formatter('date', options, (tag) => new Intl.DateTimeFormat(tag, options)).format(new Date(date)));

/** A time of day: '7:05 PM', '19:05'. */
export const formatTime = (date: Date | string): string => formatDate(date, { hour: 'numeric', minute: '2-digit' });

/** SPEC §9: under 60 s 'Just now', then minutes, hours and days ago ('5 minutes ago', 'hace 5 minutos'). */
export function formatRelativeTime(date: Date | string, now: Date = new Date()): string {
  const seconds = Math.floor((now.getTime() - new Date(date).getTime()) / 1000);
  if (seconds < MINUTE) return formatTexts.justNow;
  const format = formatter('relative', undefined, (tag) => new Intl.RelativeTimeFormat(tag, { numeric: 'always' }));
  if (seconds < HOUR) return inWords(format.format(-Math.floor(seconds / MINUTE), 'minute'));
  if (seconds < DAY) return inWords(format.format(-Math.floor(seconds / HOUR), 'hour'));
  return inWords(format.format(-Math.floor(seconds / DAY), 'day'));
}

/**
 * A short list as the language writes one: 'your photo, your bio' in English, 'dein Foto und deine Bio'
 * in German, with Arabic's 'و' and comma ('،').
 */
export const formatList = (items: readonly string[]): string =>
  formatter('list', undefined, (tag) => new Intl.ListFormat(tag, { type: 'unit', style: 'short' })).format(items);

import { changeLocale } from '../core/locale-store';
import { saveDistanceUnit } from './distance-unit';
import { formatDate, formatDistance, formatList, formatNumber, formatPrice, formatRelativeTime, formatTime } from './formats';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

afterEach(async () => {
  saveDistanceUnit(null);
  await changeLocale('en');
  localStorage.clear();
});

describe('formats in English (SPEC.md verbatim)', () => {
  it.each([
    [0, 'Just now'],
    [59, 'Just now'],
    [60, '1 minute ago'],
    [5 * 60, '5 minutes ago'],
    [3600, '1 hour ago'],
    [24 * 3600, '1 day ago'],
    [10 * 24 * 3600, '10 days ago'],
  ])('%i seconds ago reads %s', (seconds, text) => {
    expect(formatRelativeTime(ago(seconds), now)).toBe(text);
  });

  it('gives distances in miles, dates in US order, prices in dollars', () => {
    expect(formatDistance(1, 'mile')).toBe('1 mile');
    expect(formatDistance(5, 'mile')).toBe('5 miles');
    expect(formatDate('2026-12-27T12:00:00Z')).toBe('December 27, 2026');
    expect(formatPrice(9.99)).toBe('$9.99');
    expect(formatNumber(1500)).toBe('1,500');
  });

  it('turns miles into kilometres when the reader asks for them, never below 1', () => {
    saveDistanceUnit('kilometer');
    expect(formatDistance(5)).toBe('8 kilometers');
    expect(formatDistance(0)).toBe('1 kilometer');
  });
});

describe('formats in the reader’s language', () => {
  it('Spanish: kilometres, day-month order, the plan’s currency, relative times', async () => {
    await changeLocale('es');
    expect(formatDistance(5)).toBe('8 kilómetros');
    expect(formatDate('2026-12-27T12:00:00Z')).toBe('27 de diciembre de 2026');
    // Intl puts a no-break space between amount and sign.
    expect(formatPrice(9.99, 'EUR')).toBe('9,99\u00a0€');
    expect(formatRelativeTime(ago(5 * 60), now)).toBe('hace 5 minutos');
    expect(formatRelativeTime(ago(10), now)).toBe('Ahora mismo');
  });

  it('German: 24-hour times and German plurals', async () => {
    await changeLocale('de');
    expect(formatTime('2026-12-27T19:05:00')).toBe('19:05');
    expect(formatDistance(1)).toBe('2 Kilometer');
    expect(formatRelativeTime(ago(2 * 3600), now)).toBe('vor 2 Stunden');
    expect(formatNumber(1500.5)).toBe('1.500,5');
  });

  it('a reader’s own unit wins over her language’s', async () => {
    await changeLocale('de');
    saveDistanceUnit('mile');
    expect(formatDistance(5)).toBe('5 Meilen');
  });
});

it('writes a short list as each language does: commas in English, “und” in German, Arabic’s “،” and “و”', async () => {
  const missing = ['a', 'b', 'c'];
  expect(formatList(missing)).toBe('a, b, c');
  await changeLocale('de');
  expect(formatList(missing)).toBe('a, b und c');
  await changeLocale('ar');
  expect(formatList(missing)).toBe('a، وb، وc');
});

it('brackets a value written in words in the pseudo-locale, as it does a text', async () => {
  await changeLocale('pseudo');
  expect(formatRelativeTime(ago(5 * 60), now)).toMatch(/^\[5 mîñûtéš ágö ~+\]$/);
  expect(formatDate('2026-12-27T12:00:00Z')).toMatch(/^\[Déçémbér 27, 2026 ~+\]$/);
  expect(formatNumber(1500)).toBe('1,500');
});

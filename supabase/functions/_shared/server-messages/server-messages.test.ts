import { en, type ServerMessage } from './en.ts';
import { SERVER_LOCALES, SERVER_MESSAGES, serverLocale, serverText } from './index.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const variants = (message: ServerMessage) => (typeof message === 'string' ? { other: message } : message);
const englishPlaceholders = (message: ServerMessage) => new Set(Object.values(variants(message)).flatMap((text) => placeholders(text ?? '')));

describe.each(SERVER_LOCALES.filter((locale) => locale !== 'en'))('the server messages in %s', (locale) => {
  const messages = SERVER_MESSAGES[locale];

  it('has every English key, and no other', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(en) as (keyof typeof en)[])('%s: the same placeholders as English, in each form', (key) => {
    const expected = englishPlaceholders(en[key]);
    const message = messages[key];
    expect(typeof message).toBe(typeof en[key]);
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const [category, text] of Object.entries(variants(message))) {
      expect(categories).toContain(category);
      expect(text?.trim()).toBeTruthy();
      // A singular form may spell its one out ('a new like'); every other form names what English names.
      const found = new Set(placeholders(text ?? ''));
      for (const name of found) expect(expected).toContain(name);
      if (category !== 'one' && category !== 'two' && category !== 'zero') expect(found).toEqual(expected);
    }
  });
});

describe('serverLocale', () => {
  it.each([
    ['es', 'es'],
    ['es-MX', 'es'],
    ['DE', 'de'],
    ['ar', 'ar'],
    ['en', 'en'],
    ['pseudo', 'en'],
    ['fr', 'en'],
    [null, 'en'],
    [42, 'en'],
    [`es-${'x'.repeat(40)}`, 'en'],
  ])('%p → %s', (value, locale) => expect(serverLocale(value)).toBe(locale));
});

describe('serverText', () => {
  it('fills placeholders and picks the plural form of the language', () => {
    expect(serverText('en', 'digest.line.likes', { count: 1 })).toBe('A new like');
    expect(serverText('en', 'digest.line.likes', { count: 3 })).toBe('3 new likes');
    expect(serverText('es', 'push.like', { name: '“Mia”' })).toBe('Le gustas a “Mia”');
    expect(serverText('ar', 'digest.line.likes', { count: 2 })).toBe('إعجابان جديدان');
    expect(serverText('ar', 'digest.line.likes', { count: 5 })).toBe('5 إعجابات جديدة');
    expect(serverText('de', 'digest.line.likes', { count: 1200 })).toBe('1.200 neue Likes');
  });
});

import { chooseLocale, textDirection } from './locales';
import { localeDistanceUnit } from '../format/distance-unit';

describe('the language a reader starts in', () => {
  it('is the one she chose, whatever her browser says', () => {
    expect(chooseLocale('de', ['es-ES', 'en'])).toBe('de');
    expect(chooseLocale('pseudo', ['en'])).toBe('pseudo');
  });

  it('else the first of her browser’s languages Ascend speaks, with or without a region', () => {
    expect(chooseLocale(null, ['fr-FR', 'es-MX', 'de'])).toBe('es');
    expect(chooseLocale(null, ['AR-EG'])).toBe('ar');
    expect(chooseLocale('klingon', ['de-AT'])).toBe('de');
  });

  it('else English', () => {
    expect(chooseLocale(null, ['fr', 'ja'])).toBe('en');
    expect(chooseLocale(undefined)).toBe('en');
  });

  it('is written right to left in Arabic only', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(['en', 'es', 'de', 'pseudo'].map((locale) => textDirection(locale as 'en'))).toEqual(['ltr', 'ltr', 'ltr', 'ltr']);
  });
});

describe('the distance unit of a language', () => {
  it('is the mile for US and British English (and English without a region), else the kilometre', () => {
    expect(localeDistanceUnit('en', ['en-US'])).toBe('mile');
    expect(localeDistanceUnit('en', ['en-GB'])).toBe('mile');
    expect(localeDistanceUnit('en', [])).toBe('mile');
    expect(localeDistanceUnit('en', ['en-IN'])).toBe('kilometer');
    expect(localeDistanceUnit('es', ['es-US'])).toBe('kilometer');
  });
});

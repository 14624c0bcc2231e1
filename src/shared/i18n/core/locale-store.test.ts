import { defineTexts } from './define-texts';
import { changeLocale, currentLocale, LOCALE_STORAGE_KEY, startLocale, takeLocaleFromAddress, wantedLocale } from './locale-store';

// The plan's boost texts, as entities/plan defines them (the catalogues translate them).
const boostTexts = defineTexts('boost', {
  none: 'Your plan has no boosts.',
  left: (count: number) => (count === 1 ? '1 boost left' : `${count} boosts left`),
});

afterEach(async () => {
  await changeLocale('en');
  localStorage.clear();
});

describe('switching languages', () => {
  it('reads texts in the loaded language, with its plural rules, and sets <html lang dir>', async () => {
    expect(boostTexts.left(2)).toBe('2 boosts left');
    await changeLocale('ar');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect([0, 1, 2, 3, 11, 100].map((count) => boostTexts.left(count))).toEqual([
      'لم يتبقَّ أي تعزيز',
      'يتبقى تعزيز واحد',
      'يتبقى تعزيزان',
      'يتبقى 3 تعزيزات',
      'يتبقى 11 تعزيزًا',
      'يتبقى 100 تعزيز',
    ]);
    await changeLocale('de');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(boostTexts.left(1)).toBe('Noch 1 Boost');
  });

  it('keeps a choice on this device, and starts from it next time', async () => {
    await changeLocale('es');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('es');
    await changeLocale('en', { save: false });
    await startLocale();
    expect(currentLocale()).toBe('es');
  });

  it('the pseudo-locale brackets and lengthens every text', async () => {
    await changeLocale('pseudo');
    expect(boostTexts.none).toMatch(/^\[Ýöûr pláñ háš ñö bööštš\. ~+\]$/);
    expect(boostTexts.left(3)).toMatch(/^\[3 .+ ~+\]$/);
  });
});

describe('a visitor page at its address in another language (docs/i18n.md)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is her choice of that language, and the app reads its own address without the code', () => {
    window.history.replaceState(null, '', '/es/pricing?plan=premium#faq');
    takeLocaleFromAddress();
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/pricing?plan=premium#faq');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('es');
    expect(wantedLocale()).toBe('es');
  });

  it('changes nothing at an address in English', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'de');
    window.history.replaceState(null, '', '/pricing');
    takeLocaleFromAddress();
    expect(location.pathname).toBe('/pricing');
    expect(wantedLocale()).toBe('de');
  });
});

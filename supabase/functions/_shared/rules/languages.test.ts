import { languageOfPath, pathInLanguage, PREFIXED_LANGUAGES } from './languages';

describe('a path in a language', () => {
  it('reads the language a path starts with, and the app path after it', () => {
    expect(languageOfPath('/es/pricing')).toEqual({ language: 'es', path: '/pricing' });
    expect(languageOfPath('/ar/')).toEqual({ language: 'ar', path: '/' });
    expect(languageOfPath('/de')).toEqual({ language: 'de', path: '/' });
  });

  it('reads English from a path without a language, or with one it does not prefix', () => {
    expect(languageOfPath('/pricing')).toEqual({ language: 'en', path: '/pricing' });
    expect(languageOfPath('/en/pricing')).toEqual({ language: 'en', path: '/en/pricing' });
    expect(languageOfPath('/esperanto')).toEqual({ language: 'en', path: '/esperanto' });
    expect(languageOfPath('/')).toEqual({ language: 'en', path: '/' });
  });

  it('writes the path back in every language, and reads it again the same', () => {
    for (const language of ['en', ...PREFIXED_LANGUAGES] as const) {
      for (const path of ['/', '/pricing', '/about-us']) {
        expect(languageOfPath(pathInLanguage(language, path))).toEqual({ language, path });
      }
    }
    expect(pathInLanguage('es', '/')).toBe('/es/');
    expect(pathInLanguage('en', '/pricing')).toBe('/pricing');
  });
});

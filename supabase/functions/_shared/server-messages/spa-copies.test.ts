import path from 'node:path';
import { PROFILE_CHOICES } from '../rules/profile-choices.ts';
import { en } from './en.ts';
import { SERVER_LOCALES, SERVER_MESSAGES, type ServerLocale } from './index.ts';

// The interests and personality traits the AI helpers name are copies of the SPA's words (the server
// never imports src/): a member must read the same name in a canned answer as on her profile. These
// tests tie each language's copies to the SPA's catalogues, so a name translated differently in the
// two places fails here. The catalogues are loaded by path as the test runs: their `import type` of
// '@/shared/i18n' is gone at run time, but the server's tsconfig cannot resolve it, so no static import.
const CATALOGUES = path.resolve(__dirname, '../../../../src/shared/i18n-loader/catalogues');
const TRANSLATED = SERVER_LOCALES.filter((locale): locale is Exclude<ServerLocale, 'en'> => locale !== 'en');

type Catalogue = Record<string, string>;
const spa: Partial<Record<ServerLocale, { choices: Catalogue; traits: Catalogue }>> = {};
beforeAll(async () => {
  const load = async (locale: string, namespace: string) => ((await import(path.join(CATALOGUES, locale, `${namespace}.ts`))) as { default: Catalogue }).default;
  for (const locale of TRANSLATED) spa[locale] = { choices: await load(locale, 'choices'), traits: await load(locale, 'personalityTraits') };
});

const serverKeys = (prefix: string) =>
  Object.keys(en)
    .filter((key) => key.startsWith(prefix))
    .map((key) => key.slice(prefix.length));
const TRAITS = serverKeys('trait.');

/** A name as a sentence says it: the server's copies may lower a capital the SPA's label starts with. */
const inSentence = (locale: string, name: string) => name.charAt(0).toLocaleLowerCase(locale) + name.slice(1);

describe('the interests the server names', () => {
  it('are the profile’s interests, no more and no fewer', () => {
    expect(serverKeys('interest.').sort()).toEqual([...PROFILE_CHOICES.interest].sort());
  });

  it.each(PROFILE_CHOICES.interest)('%s reads in English as the SPA’s choice (the stored value)', (interest) => {
    expect(en[`interest.${interest}`]).toBe(interest);
  });

  describe.each(TRANSLATED)('in %s', (locale) => {
    it.each(PROFILE_CHOICES.interest)('%s reads as the SPA’s choices catalogue reads it', (interest) => {
      expect(SERVER_MESSAGES[locale][`interest.${interest}`]).toBe(spa[locale]?.choices[`choices.${interest}`]);
    });
  });
});

describe('the personality traits the server names', () => {
  it('are the SPA’s five traits', () => {
    const spaTraits = Object.keys(spa.es?.traits ?? {}).flatMap((key) => /^personalityTraits\.(\w+)\.name$/.exec(key)?.[1] ?? []);
    expect([...TRAITS].sort()).toEqual(spaTraits.sort());
    expect(TRAITS).toHaveLength(5);
  });

  describe.each(TRANSLATED)('in %s', (locale) => {
    it.each(TRAITS)('%s reads as the SPA’s trait name, save a capital a sentence lowers', (trait) => {
      const server = SERVER_MESSAGES[locale][`trait.${trait}` as keyof typeof en];
      const name = spa[locale]?.traits[`personalityTraits.${trait}.name`];
      expect(name).toBeDefined();
      expect(inSentence(locale, String(server))).toBe(inSentence(locale, name ?? ''));
    });
  });
});

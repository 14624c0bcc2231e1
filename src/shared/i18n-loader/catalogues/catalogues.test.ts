import { parse, type Token } from '@messageformat/parser';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { englishTexts } from '@/shared/i18n';
import type { Catalogue } from '@/shared/i18n';
import ar from './ar';
import de from './de';
import es from './es';

// Every slice's English texts, as the app registers them: each file that calls defineTexts is loaded.
const root = path.resolve(__dirname, '../../..');
const textFiles = execFileSync('git', ['grep', '--untracked', '-l', 'defineTexts(', '--', 'src/**/*.ts'], { cwd: path.resolve(root, '..'), encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !file.endsWith('/define-texts.ts') && !file.endsWith('.test.ts'));
beforeAll(async () => {
  for (const file of textFiles) await import(path.resolve(root, '..', file));
});

/** `namespace.key` → the English text (a string, or the function the catalogue's `{0}`… stand for). */
let english: Map<string, unknown> | undefined;
function englishEntries(): Map<string, unknown> {
  // Walked once, after beforeAll has loaded every slice: a few thousand tests read it.
  if (english) return english;
  const entries = new Map<string, unknown>();
  const walk = (prefix: string, texts: object) => {
    for (const [key, value] of Object.entries(texts)) {
      if (value !== null && typeof value === 'object') walk(`${prefix}.${key}`, value);
      else entries.set(`${prefix}.${key}`, value);
    }
  };
  englishTexts.forEach((texts, namespace) => walk(namespace, texts));
  english = entries;
  return entries;
}

/** The arguments a message uses: `{0}`, and a plural's or select's own. */
function argumentsOf(tokens: Token[]): Set<string> {
  const names = new Set<string>();
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      names.add(token.arg);
      token.cases.forEach((option) => argumentsOf(option.tokens).forEach((name) => names.add(name)));
    }
  }
  return names;
}

describe.each([
  ['es', es],
  ['de', de],
  ['ar', ar],
] as [string, Catalogue][])('the %s catalogue', (locale, catalogue) => {
  it('found the texts it is checked against', () => {
    expect(textFiles.length).toBeGreaterThan(5);
    expect(englishEntries().size).toBeGreaterThan(50);
  });

  it('translates every English text (a slice defining texts is translated in all three languages)', () => {
    const missing = [...englishEntries().keys()].filter((id) => !Object.hasOwn(catalogue, id));
    expect(missing).toEqual([]);
  });

  it('has no text the app no longer defines', () => {
    const english = englishEntries();
    expect(Object.keys(catalogue).filter((id) => !english.has(id))).toEqual([]);
  });

  it('keeps each namespace in its own file, the same files in every language', () => {
    const dir = path.resolve(__dirname, locale);
    const files = readdirSync(dir).filter((file) => file !== 'index.ts');
    expect(files).toEqual(readdirSync(path.resolve(__dirname, 'es')).filter((file) => file !== 'index.ts'));
    const misplaced = files.flatMap((file) => {
      const namespace = file.replace(/\.ts$/, '');
      return [...readFileSync(path.join(dir, file), 'utf8').matchAll(/^ {2}'([^'.]+)\./gm)].filter(([, found]) => found !== namespace).map(([line]) => `${file}: ${line}`);
    });
    expect(misplaced).toEqual([]);
  });

  it.each(Object.entries(catalogue))('%s parses as ICU MessageFormat and uses only the English text’s arguments', (id, message) => {
    const tokens = parse(message, { strict: false, cardinal: new Intl.PluralRules(locale).resolvedOptions().pluralCategories });
    const english = englishEntries().get(id);
    const arity = typeof english === 'function' ? english.length : 0;
    for (const name of argumentsOf(tokens)) {
      expect(Number(name)).toBeLessThan(arity);
    }
  });
});

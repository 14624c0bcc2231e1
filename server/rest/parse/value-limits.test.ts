import { MAX_JSON_PATH_STEPS } from './field';
import { parseLogicTree } from './logic-tree';
import { parseOrder } from './order';
import { parseQuery } from './query-params';
import { MAX_REGEX_LENGTH } from './regex-value';
import { parseSelect } from './select';
import { MAX_TEXT_SEARCH_NEGATIONS, MAX_TEXT_SEARCH_WORDS } from './text-search-value';
import { MAX_VALUE_BRACKETS } from './value-brackets';

const brackets = (n: number, open = '[', close = ']') => `${open.repeat(n)}1${close.repeat(n)}`;
const path = (steps: number) => `meta${'->a'.repeat(steps)}`;
const query = (text: string) => () => parseQuery(new URLSearchParams(text));

describe('values with many opening brackets', () => {
  it('are accepted up to MAX_VALUE_BRACKETS, counted per element of an in list', () => {
    expect(query(`meta=cs.${brackets(MAX_VALUE_BRACKETS)}`)).not.toThrow();
    expect(query(`name=in.(${Array(MAX_VALUE_BRACKETS * 2).fill('"(x)"').join(',')})`)).not.toThrow();
  });

  it('are refused above it, in filters, logic trees, in lists and GET /rpc arguments', () => {
    const tooMany = MAX_VALUE_BRACKETS + 1;
    const message = `The request is too complex: a value with more than ${MAX_VALUE_BRACKETS} opening brackets`;
    expect(query(`meta=cs.${brackets(tooMany)}`)).toThrow(message);
    expect(query(`meta=cs.${brackets(tooMany, '{"a":', '}')}`)).toThrow(message);
    expect(query(`name=fts.${brackets(tooMany, '(', ')')}`)).toThrow(message);
    expect(query(`name=match.${'('.repeat(tooMany)}`)).toThrow(message);
    expect(query(`name=in.(a,"${'['.repeat(tooMany)}")`)).toThrow(message);
    expect(() => parseLogicTree('or', false, `(id.eq.1,meta.cs.${brackets(tooMany)})`)).toThrow(message);
    expect(() => parseQuery(new URLSearchParams(`payload=${brackets(tooMany)}`), () => true)).toThrow(message);
  });
});

describe('JSON paths', () => {
  it(`may have ${MAX_JSON_PATH_STEPS} steps and no more, in select, filters, logic trees and order`, () => {
    expect(parseSelect(path(MAX_JSON_PATH_STEPS))[0]).toMatchObject({ name: 'meta' });
    const message = `JSON paths longer than ${MAX_JSON_PATH_STEPS} steps`;
    const tooLong = path(MAX_JSON_PATH_STEPS + 1);
    expect(() => parseSelect(tooLong)).toThrow(message);
    expect(query(`${tooLong}=eq.1`)).toThrow(message);
    expect(() => parseLogicTree('and', false, `(${tooLong}.eq.1)`)).toThrow(message);
    expect(() => parseOrder(tooLong)).toThrow(message);
  });
});

describe('text search values', () => {
  const words = (n: number) => Array(n).fill('cat').join(' ');

  it(`may hold ${MAX_TEXT_SEARCH_WORDS} words and ${MAX_TEXT_SEARCH_NEGATIONS} negations`, () => {
    expect(query(`name=phfts.${words(MAX_TEXT_SEARCH_WORDS)}`)).not.toThrow();
    expect(query(`name=fts.${'!'.repeat(MAX_TEXT_SEARCH_NEGATIONS)}cat`)).not.toThrow();
  });

  it('are refused above either, whatever the search function', () => {
    for (const op of ['fts', 'plfts', 'phfts', 'wfts', 'fts(english)']) {
      expect(query(`name=${op}.${words(MAX_TEXT_SEARCH_WORDS + 1)}`)).toThrow(`more than ${MAX_TEXT_SEARCH_WORDS} words`);
    }
    expect(query(`name=fts.${'!'.repeat(MAX_TEXT_SEARCH_NEGATIONS + 1)}cat`)).toThrow('negations');
    expect(query(`name=wfts.${'-'.repeat(MAX_TEXT_SEARCH_NEGATIONS + 1)}cat`)).toThrow('negations');
    expect(query(`name=eq.${words(MAX_TEXT_SEARCH_WORDS + 1)}`)).not.toThrow();
  });
});

describe('regular expressions', () => {
  const pattern = (length: number) => 'a'.repeat(length);

  it(`may be ${MAX_REGEX_LENGTH} characters long`, () => {
    expect(query(`name=match.${pattern(MAX_REGEX_LENGTH)}`)).not.toThrow();
    expect(query(`name=imatch(any).{${pattern(MAX_REGEX_LENGTH - 2)}}`)).not.toThrow();
  });

  it('are refused above it, with either operator, negated, quantified or in a logic tree', () => {
    const message = `a regular expression of more than ${MAX_REGEX_LENGTH} characters`;
    const tooLong = pattern(MAX_REGEX_LENGTH + 1);
    expect(query(`name=match.${tooLong}`)).toThrow(message);
    expect(query(`name=not.imatch.${tooLong}`)).toThrow(message);
    expect(query(`name=match(any).{${pattern(MAX_REGEX_LENGTH / 2)},${pattern(MAX_REGEX_LENGTH / 2)}}`)).toThrow(message);
    expect(() => parseLogicTree('or', false, `(name.imatch.${tooLong},id.eq.1)`)).toThrow(message);
    expect(query(`name=like.${tooLong}`)).not.toThrow();
  });
});

import { RestError } from '../rest-error';
import { MAX_SELECT_ITEMS, parseSelect } from './select';

describe('parseSelect', () => {
  it('reads columns, star, aliases, casts and JSON paths', () => {
    expect(parseSelect('*,id,who:name,age::text,country:meta->>country,meta->list->0')).toEqual([
      { kind: 'star' },
      { kind: 'field', name: 'id', jsonPath: [] },
      { kind: 'field', name: 'name', jsonPath: [], alias: 'who' },
      { kind: 'field', name: 'age', jsonPath: [], cast: 'text' },
      { kind: 'field', name: 'meta', jsonPath: [{ arrow: '->>', key: 'country', index: false }], alias: 'country' },
      {
        kind: 'field',
        name: 'meta',
        jsonPath: [
          { arrow: '->', key: 'list', index: false },
          { arrow: '->', key: '0', index: true },
        ],
      },
    ]);
  });

  it('reads embeds with alias, hint, inner join, spread and nesting', () => {
    expect(parseSelect('sender:profiles!interests_sender_id_fkey!inner(id,photos(url)),...author(name)')).toEqual([
      {
        kind: 'embed',
        name: 'profiles',
        alias: 'sender',
        hint: 'interests_sender_id_fkey',
        joinType: 'inner',
        spread: false,
        children: [
          { kind: 'field', name: 'id', jsonPath: [] },
          { kind: 'embed', name: 'photos', spread: false, children: [{ kind: 'field', name: 'url', jsonPath: [] }] },
        ],
      },
      { kind: 'embed', name: 'author', spread: true, children: [{ kind: 'field', name: 'name', jsonPath: [] }] },
    ]);
  });

  it('keeps quoted names and dashes whole', () => {
    expect(parseSelect('"a,b",first-name')).toEqual([
      { kind: 'field', name: 'a,b', jsonPath: [] },
      { kind: 'field', name: 'first-name', jsonPath: [] },
    ]);
  });

  it('reads an empty select as no columns', () => {
    expect(parseSelect('')).toEqual([]);
  });

  it('fails like PostgREST with PGRST100, the position and what was expected', () => {
    expect.assertions(3);
    try {
      parseSelect('id,clients(name[])');
    } catch (error) {
      expect(error).toBeInstanceOf(RestError);
      expect((error as RestError).body).toMatchObject({
        code: 'PGRST100',
        message: '"failed to parse select parameter (id,clients(name[]))" (line 1, column 16)',
      });
      expect((error as RestError).status).toBe(400);
    }
  });

  it('refuses casts that are not type names and absurd nesting', () => {
    expect(() => parseSelect('id::text);drop table x')).toThrow(RestError);
    expect(() => parseSelect('pages.sum()::text);drop table x')).toThrow(RestError);
    expect(() => parseSelect(`${'a('.repeat(12)}id${')'.repeat(12)}`)).toThrow(/too complex/);
  });

  it('reads aggregates: count() and col.fn(), with aliases and casts before and after', () => {
    expect(parseSelect('n:count()::int, pages::numeric.sum()::text, books(id.max())')).toEqual([
      { kind: 'field', name: '*', jsonPath: [], aggregate: 'count', alias: 'n', aggregateCast: 'int' },
      { kind: 'field', name: 'pages', jsonPath: [], cast: 'numeric', aggregate: 'sum', aggregateCast: 'text' },
      { kind: 'embed', name: 'books', spread: false, children: [{ kind: 'field', name: 'id', jsonPath: [], aggregate: 'max' }] },
    ]);
  });

  it('refuses more than MAX_SELECT_ITEMS items, counting those inside embeds', () => {
    const ids = (n: number) => Array(n).fill('id').join(',');
    expect(parseSelect(ids(MAX_SELECT_ITEMS))).toHaveLength(MAX_SELECT_ITEMS);
    expect(() => parseSelect(ids(MAX_SELECT_ITEMS + 1))).toThrow(`more than ${MAX_SELECT_ITEMS} items in select`);
    expect(() => parseSelect(`id,books(${ids(MAX_SELECT_ITEMS - 1)})`)).toThrow(RestError);
  });
});

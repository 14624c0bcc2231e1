import { parseQuery } from './query-params';

describe('parseQuery', () => {
  it('sorts parameters into select, filters, logic, order and ranges by embed path', () => {
    const q = parseQuery(
      new URLSearchParams(
        'select=id,photos(url)&id=eq.1&photos.is_primary=eq.true&or=(a.eq.1,b.eq.2)&photos.not.or=(c.eq.3)' +
          '&order=id.desc&photos.order=created_at&limit=10&offset=5&photos.limit=1&columns="a","b"&on_conflict=id&apikey=x',
      ),
    );
    expect(q.select).toHaveLength(2);
    expect(q.filters.map((f) => [f.path, f.filter.field.name])).toEqual([
      [[], 'id'],
      [['photos'], 'is_primary'],
    ]);
    expect(q.logic.map((l) => [l.path, l.tree.kind === 'logic' && l.tree.negate])).toEqual([
      [[], false],
      [['photos'], true],
    ]);
    expect(q.order.map((o) => o.path)).toEqual([[], ['photos']]);
    expect(q.ranges).toEqual([
      { path: [], limit: 10, offset: 5 },
      { path: ['photos'], limit: 1 },
    ]);
    expect(q.columns).toEqual(['a', 'b']);
    expect(q.onConflict).toEqual(['id']);
  });

  it('takes function arguments apart from filters', () => {
    const q = parseQuery(new URLSearchParams('a=1&b=2&c=eq.3'), (key) => key === 'a' || key === 'b');
    expect(q.args).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
    expect(q.filters).toHaveLength(1);
  });

  it('refuses a negative limit and too many parameters', () => {
    expect(() => parseQuery(new URLSearchParams('limit=-1'))).toThrow('Requested range not satisfiable');
    const many = new URLSearchParams(Array.from({ length: 201 }, (_, i): [string, string] => [`c${i}`, 'eq.1']));
    expect(() => parseQuery(many)).toThrow(/too complex/);
  });
});

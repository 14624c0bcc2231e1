import { parseOrder } from './order';

describe('parseOrder', () => {
  it('reads terms with direction, nulls placement, JSON paths and related columns', () => {
    expect(parseOrder('age.desc.nullslast,name,meta->>rank.asc,author(name).desc')).toEqual([
      { field: { name: 'age', jsonPath: [] }, direction: 'desc', nulls: 'last' },
      { field: { name: 'name', jsonPath: [] } },
      { field: { name: 'meta', jsonPath: [{ arrow: '->>', key: 'rank', index: false }] }, direction: 'asc' },
      { relation: 'author', field: { name: 'name', jsonPath: [] }, direction: 'desc' },
    ]);
  });

  it('fails on an unknown direction', () => {
    expect(() => parseOrder('age.up')).toThrow('"failed to parse order (age.up)" (line 1, column 4)');
  });
});

import { parseLogicTree } from './logic-tree';

describe('parseLogicTree', () => {
  it('reads nested and/or with negation, quoted values and array literals', () => {
    expect(parseLogicTree('or', false, '(age.gt.18,not.and(name.eq."a,b",tags.cs.{x,y}),id.in.(1,2))')).toEqual({
      kind: 'logic',
      op: 'or',
      negate: false,
      children: [
        { kind: 'filter', filter: { field: { name: 'age', jsonPath: [] }, expr: { negate: false, operation: { op: 'gt', value: '18' } } } },
        {
          kind: 'logic',
          op: 'and',
          negate: true,
          children: [
            { kind: 'filter', filter: { field: { name: 'name', jsonPath: [] }, expr: { negate: false, operation: { op: 'eq', value: 'a,b' } } } },
            { kind: 'filter', filter: { field: { name: 'tags', jsonPath: [] }, expr: { negate: false, operation: { op: 'cs', value: '{x,y}' } } } },
          ],
        },
        { kind: 'filter', filter: { field: { name: 'id', jsonPath: [] }, expr: { negate: false, operation: { op: 'in', values: ['1', '2'] } } } },
      ],
    });
  });

  it('fails on a missing parenthesis and on unknown logic operators', () => {
    expect(() => parseLogicTree('or', false, '(a.eq.1')).toThrow(/failed to parse logic tree/);
    expect(() => parseLogicTree('or', false, '(xor(a.eq.1))')).toThrow(/failed to parse logic tree/);
    expect(() => parseLogicTree('and', false, `${'and('.repeat(12)}a.eq.1${')'.repeat(12)}`.slice(3))).toThrow(/too complex/);
  });
});

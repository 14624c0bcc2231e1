import { parseFilterValue } from './op-expr';

describe('parseFilterValue', () => {
  it('reads every operator with its value', () => {
    expect(parseFilterValue('eq.5')).toEqual({ negate: false, operation: { op: 'eq', value: '5' } });
    expect(parseFilterValue('gte.2024-01-01')).toEqual({ negate: false, operation: { op: 'gte', value: '2024-01-01' } });
    expect(parseFilterValue('neq.a.b')).toEqual({ negate: false, operation: { op: 'neq', value: 'a.b' } });
    expect(parseFilterValue('ilike.*smith*')).toEqual({ negate: false, operation: { op: 'ilike', value: '*smith*' } });
    expect(parseFilterValue('cs.{a,b}')).toEqual({ negate: false, operation: { op: 'cs', value: '{a,b}' } });
    expect(parseFilterValue('is.NULL')).toEqual({ negate: false, operation: { op: 'is', value: 'null' } });
    expect(parseFilterValue('isdistinct.3')).toEqual({ negate: false, operation: { op: 'isdistinct', value: '3' } });
    expect(parseFilterValue('wfts(english).cat food')).toEqual({
      negate: false,
      operation: { op: 'wfts', language: 'english', value: 'cat food' },
    });
    expect(parseFilterValue('like(any).{a*,b*}')).toEqual({
      negate: false,
      operation: { op: 'like', quantifier: 'any', value: '{a*,b*}' },
    });
  });

  it('reads not. as negation', () => {
    expect(parseFilterValue('not.in.(1,2)')).toEqual({ negate: true, operation: { op: 'in', values: ['1', '2'] } });
  });

  it('reads in lists with quoted values holding commas, quotes and parentheses', () => {
    expect(parseFilterValue('in.("a,b","say \\"hi\\"",plain,"(x)")')).toEqual({
      negate: false,
      operation: { op: 'in', values: ['a,b', 'say "hi"', 'plain', '(x)'] },
    });
    expect(parseFilterValue('in.()')).toEqual({ negate: false, operation: { op: 'in', values: [] } });
  });

  it('fails on an unknown operator or is value', () => {
    expect(() => parseFilterValue('eqq.1')).toThrow('"failed to parse filter (eqq.1)" (line 1, column 1)');
    expect(() => parseFilterValue('is.maybe')).toThrow('"failed to parse filter (is.maybe)" (line 1, column 4)');
    expect(() => parseFilterValue('5')).toThrow(/PGRST100|failed to parse filter/);
  });
});

import { FilterError, matchesFilter, parseFilter } from './postgres-filter';

const columns = new Map([
  ['id', 'uuid'],
  ['n', 'int4'],
  ['price', 'numeric'],
  ['name', 'text'],
  ['done', 'bool'],
  ['at', 'timestamptz'],
  ['tags', '_text'],
]);
const row = {
  id: '6F9619FF-8B86-D011-B42D-00C04FC964FF'.toLowerCase(),
  n: 10,
  price: 2.5,
  name: 'pear, ripe',
  done: false,
  at: '2026-11-21T09:00:00.5+00:00',
  tags: ['a'],
};
const matches = (filter: string, r: Record<string, unknown> = row) => matchesFilter(parseFilter(filter, columns), r);

describe('filters', () => {
  it.each([
    ['n=eq.10', true],
    ['n=eq.10.0', true],
    ['n=neq.10', false],
    ['n=lt.11', true],
    ['n=lte.10', true],
    ['n=gt.9', true],
    ['n=gte.11', false],
    ['price=gt.2.25', true],
    ['n=in.(1,10,100)', true],
    ['n=in.(1,2)', false],
    ['n=not.eq.10', false],
    ['n=not.in.(1,2)', true],
    ['name=eq."pear, ripe"', true],
    ['name=in.("pear, ripe",apple)', true],
    ['name=gt.orange', true],
    ['done=eq.false', true],
    ['done=eq.t', false],
    ['at=gt.2026-11-21T08:59:59Z', true],
    ['at=eq.2026-11-21T10:00:00.5+01:00', true],
    ['id=eq.6f9619ff-8b86-d011-b42d-00c04fc964ff', true],
    ['id=eq.6F9619FF8B86D011B42D00C04FC964FF', true],
    ['n=gt.1,n=lt.5', false],
    ['n=gt.1,name=neq.apple', true],
  ])('%s → %s', (filter, expected) => expect(matches(filter)).toBe(expected));

  it('never match a NULL column, negated or not', () => {
    expect(matches('n=eq.1', { ...row, n: null })).toBe(false);
    expect(matches('n=neq.1', { ...row, n: null })).toBe(false);
    expect(matches('n=not.eq.1', { ...row, n: null })).toBe(false);
  });

  it.each([
    ['n', 'expected column=operator.value'],
    // A comma outside quotes starts the next condition.
    ['name=eq.pear, ripe', 'expected column=operator.value in "ripe"'],
    ['colour=eq.red', 'no column "colour"'],
    ['n=like.1%', 'unsupported operator "like"'],
    ['n=eq.ten', '"ten" is not a valid int4'],
    ['id=eq.42', '"42" is not a valid uuid'],
    ['done=eq.maybe', '"maybe" is not a valid bool'],
    ['n=in.1,2', 'in needs a list'],
    ['tags=eq.a', 'cannot be filtered'],
  ])('refuse %s', (filter, message) => {
    expect(() => parseFilter(filter, columns)).toThrow(FilterError);
    expect(() => parseFilter(filter, columns)).toThrow(message);
  });
});

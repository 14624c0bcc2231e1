import { useRestFixtures } from '../testing/contract-server';

const given = useRestFixtures();

const call = (path: string, init: RequestInit = {}) =>
  fetch(`${given.server.url}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: given.server.serviceRoleKey, 'Content-Type': 'application/json', ...(init.headers as object) },
  });

const READS = [
  'rest_authors?select=((((',
  'rest_authors?select=name(',
  'rest_authors?select=id::',
  'rest_authors?select=id::text;drop',
  'rest_authors?select=*,rest_books!(*)',
  'rest_authors?select="unterminated',
  'rest_authors?order=',
  'rest_authors?order=name.sideways',
  'rest_authors?or=(',
  'rest_authors?or=(name.eq.a,',
  'rest_authors?id=in.(',
  'rest_authors?id=eq.',
  'rest_authors?id=cs.{unclosed',
  'rest_authors?tags=cs.{unclosed',
  'rest_authors?born=gt.someday',
  'rest_authors?meta->>=eq.x',
  'rest_authors?select=id&nothing.id=eq.1',
  `rest_authors?select=${'rest_books!author_id('.repeat(30)}id${')'.repeat(30)}`,
  'rest_authors/extra',
  'rpc/',
  'rpc/rest_add?a=notanumber',
  '%ZZ',
];

describe('bad input', () => {
  it.each(READS)('answers GET %s with a JSON client error', async (path) => {
    const res = await call(path);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await res.json()).toEqual(expect.any(Object));
  });

  it.each([
    ['POST', 'rest_authors', '[1,2]'],
    ['POST', 'rest_authors', '"text"'],
    ['POST', 'rest_authors', ''],
    ['PATCH', 'rest_authors?id=eq.1', '[{"name":"x"}]'],
    ['PATCH', 'rest_authors?id=eq.1', '{"score": "lots"}'],
    ['POST', 'rpc/rest_add', '[1]'],
    ['POST', 'rpc/rest_add', '{"a": "x"}'],
    ['PUT', 'rest_authors', '{}'],
  ])('answers %s %s %s with a JSON client error', async (method, path, body) => {
    const res = await call(path, { method, body });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await res.json()).toEqual(expect.any(Object));
  });

  it('answers every operator on every kind of column with hostile values without a given.server error', async () => {
    const columns = ['id', 'name', 'born', 'tags', 'meta', 'meta->>a', 'score'];
    const operators = ['eq', 'neq', 'gt', 'like', 'match', 'in', 'is', 'fts', 'cs', 'ov', 'eq(any)', 'isdistinct'];
    const values = ['', '{', `${'{'.repeat(8)}a${'}'.repeat(8)}`, '"', '(a'];
    const failures: string[] = [];
    for (const column of columns) {
      for (const op of operators) {
        for (const value of values) {
          const path = `rest_authors?${column}=${op}.${op === 'in' ? `(${value})` : value}`;
          const res = await call(path);
          if (res.status >= 500) failures.push(`${res.status} ${path} ${await res.text()}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('keeps serving afterwards', async () => {
    const res = await call('rest_authors?select=name&id=eq.1');
    expect(await res.json()).toEqual([{ name: 'Ursula' }]);
  });
});

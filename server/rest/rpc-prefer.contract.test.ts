import { useRestFixtures } from '../testing/contract-server';

// Prefer on calls as PostgREST 12+ answers it (docs/local-backend.md, REST).
const given = useRestFixtures(async (server) => {
  await server.ctx.db.query(`create function public.rest_retire(pattern text) returns setof public.rest_authors
    language sql as $$ update public.rest_authors set active = false where name like pattern returning * $$`);
  await server.ctx.db.query(`create function public.rest_retire_one(who text) returns public.rest_authors
    language sql as $$ update public.rest_authors set active = false where name = who returning * $$`);
  return {};
});

// What supabase-js sends for .maxAffected(n) (typed only for clients declaring PostgREST 13).
const strictCall = async (fn: string, args: object) => {
  const res = await fetch(`${given.server.url}/rest/v1/rpc/${fn}?select=name,active`, {
    method: 'POST',
    body: JSON.stringify(args),
    headers: {
      apikey: given.server.serviceRoleKey,
      'Content-Type': 'application/json',
      Prefer: 'handling=strict,max-affected=1',
    },
  });
  return { status: res.status, body: (await res.json()) as unknown };
};

const activeNames = async () =>
  (await given.db.from('rest_authors').select('name').eq('active', true).order('name')).data?.map((a) => a.name);

describe('rpc with Prefer: handling=strict, max-affected', () => {
  it('answers 400 PGRST124 and keeps nothing when the call returns more rows than allowed', async () => {
    const before = await activeNames();
    const { status, body } = await strictCall('rest_retire', { pattern: '%r%' });
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 2 rows',
      hint: null,
    });
    expect(await activeNames()).toEqual(before);
  });

  it('commits a call within the limit', async () => {
    const { status, body } = await strictCall('rest_retire', { pattern: 'Octavia' });
    expect(status).toBe(200);
    expect(body).toEqual([{ name: 'Octavia', active: false }]);
    expect(await activeNames()).not.toContain('Octavia');
  });

  it('refuses a function that returns one row with PGRST128, before calling it', async () => {
    const { status, body } = await strictCall('rest_retire_one', { who: 'Terry' });
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'PGRST128',
      message: 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
      details: null,
      hint: null,
    });
    expect(await activeNames()).toContain('Terry');
  });
});

describe('rpc with Prefer: count=exact', () => {
  it('counts the one value of a scalar function in Content-Range (0-0/1)', async () => {
    expect(await given.db.rpc('rest_add', { a: 1, b: 2 }, { count: 'exact' })).toMatchObject({ data: 3, count: 1, status: 200 });
    const head = await given.db.rpc('rest_add', { a: 1 }, { head: true, count: 'exact' });
    expect(head).toMatchObject({ data: null, count: 1, status: 200 });
    const get = await given.db.rpc('rest_add', { a: 1 }, { get: true, count: 'exact' });
    expect(get).toMatchObject({ data: 2, count: 1 });
  });
});

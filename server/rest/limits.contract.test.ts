import { MAX_JSON_DEPTH } from '../http/json-depth';
import { useRestFixtures } from '../testing/contract-server';
import { MAX_REGEX_LENGTH } from './parse/regex-value';
import { MAX_SELECT_ITEMS } from './parse/select';

const given = useRestFixtures(async (server) => {
  await server.ctx.db.query('create table public.rest_codes (code text primary key)');
  return {};
});

const call = (path: string, init: RequestInit = {}) =>
  fetch(`${given.server.url}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: given.server.serviceRoleKey, 'Content-Type': 'application/json', ...(init.headers as object) },
  });

const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

// 400 in PostgREST's error shape.
async function expectClientError(res: Response, code: string): Promise<void> {
  expect(res.status).toBe(400);
  const body = (await res.json()) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(body).toMatchObject({ code, message: expect.any(String) });
}

// Each answer must leave the server (and its database) able to serve the next request.
afterEach(async () => {
  const res = await call('rest_authors?select=name&id=eq.1');
  expect(await res.json()).toEqual([{ name: 'Ursula' }]);
});

describe('limits of one request', () => {
  it(`refuses a select of more than ${MAX_SELECT_ITEMS} items with PGRST100, not PostgreSQL's 1,664-column error`, async () => {
    const ids = await call(`rest_authors?select=${Array(1700).fill('id').join(',')}`);
    await expectClientError(ids, 'PGRST100');
    const aliases = Array.from({ length: 1700 }, (_, i) => `a${i}:id`).join(',');
    await expectClientError(await call(`rest_authors?select=${aliases}`), 'PGRST100');
  });

  it('answers an array value of more than 6 dimensions with 400 and PostgreSQL 54000', async () => {
    const deep = `${'{'.repeat(8)}a${'}'.repeat(8)}`;
    for (const filter of [`tags=cs.${deep}`, `tags=eq.${deep}`, `or=(tags.ov.${deep})`]) {
      const res = await call(`rest_authors?${filter}`);
      await expectClientError(res, '54000');
    }
  });

  it('refuses filter values that would nest deeply inside PostgreSQL (jsonb, text search, regex, JSON paths)', async () => {
    for (const filter of [`meta=cs.${arrays(3000)}`, `name=fts.${'('.repeat(3000)}a`, `name=match.${'('.repeat(3000)}a`]) {
      await expectClientError(await call(`rest_authors?${filter}`), 'PGRST100');
    }
    await expectClientError(await call(`rpc/rest_echo?payload=${arrays(3000)}`), 'PGRST100');
    await expectClientError(await call(`rest_authors?meta${'->a'.repeat(1500)}=eq.1`), 'PGRST100');
    await expectClientError(await call(`rest_authors?name=phfts.${Array(1500).fill('cat').join('%20')}`), 'PGRST100');
    await expectClientError(await call(`rest_authors?name=fts.${'!'.repeat(40)}cat`), 'PGRST100');
  });

  it(`refuses a regular expression of more than ${MAX_REGEX_LENGTH} characters with PGRST100, not a 500`, async () => {
    const long = 'a'.repeat(14_000);
    for (const filter of [`name=match.${long}`, `name=imatch.${long}`, `or=(name.match.${long},id.eq.1)`]) {
      await expectClientError(await call(`rest_authors?${filter}`), 'PGRST100');
    }
    const longest = encodeURIComponent(`^U${'x?'.repeat((MAX_REGEX_LENGTH - 2) / 2)}`);
    const res = await call(`rest_authors?select=name&name=match.${longest}`);
    expect(await res.json()).toEqual([{ name: 'Ursula' }]);
  });
});

describe('JSON bodies nested too deep', () => {
  it.each([
    ['an insert of objects 5,000 deep', 'POST', 'rest_authors', `{"name":"Deep","meta":${objects(5000)}}`],
    ['an insert of arrays 5,000 deep', 'POST', 'rest_authors', arrays(5000)],
    ['an update of objects 5,000 deep', 'PATCH', 'rest_authors?id=eq.3', `{"meta":${objects(5000)}}`],
    ['a call with objects 5,000 deep', 'POST', 'rpc/rest_echo', `{"payload":${objects(5000)}}`],
    [`a call one level over ${MAX_JSON_DEPTH}`, 'POST', 'rpc/rest_echo', `{"payload":${arrays(MAX_JSON_DEPTH)}}`],
  ])('answers %s with PGRST102', async (_label, method, path, body) => {
    await expectClientError(await call(path, { method, body }), 'PGRST102');
  });

  it(`accepts JSON nested ${MAX_JSON_DEPTH} levels deep`, async () => {
    const res = await call('rpc/rest_echo', { method: 'POST', body: `{"payload":${arrays(MAX_JSON_DEPTH - 1)}}` });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(arrays(MAX_JSON_DEPTH - 1));
  });
});

describe('headers that echo the request', () => {
  it("writes PostgREST's Content-Location for a normal query", async () => {
    const res = await call('rest_authors?select=name&id=eq.1');
    expect(res.headers.get('content-location')).toBe('/rest_authors?id=eq.1&select=name');
  });

  it('leaves Content-Location out when the query is long', async () => {
    const res = await call(`rest_authors?select=id&name=neq.${'x'.repeat(8000)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-location')).toBeNull();
  });

  it('leaves Location out when the new key is long', async () => {
    const headers = { Prefer: 'return=headers-only' };
    const short = await call('rest_codes', { method: 'POST', headers, body: '{"code":"abc"}' });
    expect(short.headers.get('location')).toBe('/rest_codes?code=eq.abc');
    const long = await call('rest_codes', { method: 'POST', headers, body: JSON.stringify({ code: 'y'.repeat(2000) }) });
    expect(long.status).toBe(201);
    expect(long.headers.get('location')).toBeNull();
  });
});

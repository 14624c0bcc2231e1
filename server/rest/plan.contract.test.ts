import { useRestFixtures } from '../testing/contract-server';
import { testClient } from '../testing/rest-fixtures';

// Accept: application/vnd.pgrst.plan with PGRST_DB_PLAN_ENABLED (PostgREST's db-plan-enabled), read
// when the server starts in beforeAll (docs/local-backend.md, REST).
process.env.PGRST_DB_PLAN_ENABLED = 'true';

const given = useRestFixtures(async (server) => {
  await server.ctx.db.query('create table public.rest_hidden (id integer primary key)');
  await server.ctx.db.query('revoke all on public.rest_hidden from anon, authenticated');
  return { anon: testClient(server.url, server.anonKey) };
});

afterAll(() => {
  delete process.env.PGRST_DB_PLAN_ENABLED;
});

const plan = (path: string, accept: string, init: RequestInit = {}) =>
  fetch(`${given.server.url}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: given.server.serviceRoleKey, Authorization: `Bearer ${given.server.serviceRoleKey}`, Accept: accept, ...init.headers },
  });

describe('EXPLAIN media types', () => {
  it('answers the plan of a read in JSON and in text, as supabase-js asks for it', async () => {
    const json = await given.db.from('rest_books').select('title, rest_authors!author_id(name)').explain({ format: 'json' });
    expect(json.status).toBe(200);
    expect(json.data).toEqual([expect.objectContaining({ Plan: expect.objectContaining({ 'Node Type': 'Aggregate' }) })]);
    const text = await given.db.from('rest_books').select().explain();
    expect(text.data).toMatch(/^Aggregate {2}\(cost=/);
  });

  it('writes the Content-Type PostgREST writes and passes the options on', async () => {
    const res = await plan('rest_books?select=title', 'application/vnd.pgrst.plan+json; for="application/vnd.pgrst.object+json"; options=verbose|settings');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.pgrst.plan+json; for="application/vnd.pgrst.object+json"; options=verbose|settings; charset=utf-8');
    const [top] = (await res.json()) as { Plan: { Output?: string[] } }[];
    expect(top.Plan.Output).toBeDefined();
  });

  it('explains writes and calls, and keeps nothing even when ANALYZE ran them', async () => {
    const insert = await plan('rest_authors', 'application/vnd.pgrst.plan+text; options=analyze', {
      method: 'POST',
      body: JSON.stringify({ name: 'Analyzed' }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(insert.status).toBe(200);
    expect(await insert.text()).toMatch(/Insert on rest_authors/);
    expect((await given.db.from('rest_authors').select('name').eq('name', 'Analyzed')).data).toEqual([]);
    const call = await given.db.rpc('rest_books_by', { author: 1 }).explain({ format: 'json' });
    expect(call.status).toBe(200);
  });

  it('runs as the caller: a table the role may not read is refused, not planned', async () => {
    const res = await given.anon.from('rest_hidden').select().explain();
    expect(res.status).toBe(401);
    expect(res.error).toMatchObject({ code: '42501' });
  });

  it('refuses an unknown plan format or target as any unknown media type (406 PGRST107)', async () => {
    expect((await plan('rest_books', 'application/vnd.pgrst.plan+xml')).status).toBe(406);
    expect((await plan('rest_books', 'application/vnd.pgrst.plan; for="image/png"')).status).toBe(406);
  });
});

import { useRestFixtures } from '../testing/contract-server';

// Prefer: count=planned|estimated as PostgREST answers them: the planner's row estimate of the count
// query (docs/local-backend.md, REST). The estimate is made deterministic by ANALYZE, then rows are
// added or removed without it, so the exact count and the estimate differ.
const given = useRestFixtures(async (server) => {
  await server.ctx.db.query('analyze public.rest_books');
  await server.ctx.db.query(`insert into public.rest_books (author_id, title, pages) values (3, 'Dawn', 248), (3, 'Fledgling', 310)`);
  await server.ctx.db.query('create table public.rest_many (id integer primary key)');
  await server.ctx.db.query('grant select on public.rest_many to anon, authenticated');
  await server.ctx.db.query('insert into public.rest_many select generate_series(1, 1100)');
  await server.ctx.db.query('analyze public.rest_many');
  await server.ctx.db.query('delete from public.rest_many where id > 1050');
  return {};
});

const planRows = async (sql: string) => {
  const { rows } = await given.server.ctx.db.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${sql}`);
  const plan = rows[0]['QUERY PLAN'];
  return (typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan['Plan Rows'] as number;
};

describe('count=planned and count=estimated', () => {
  it('planned reads the estimate, answering 206 when it exceeds the page', async () => {
    expect(await planRows('select 1 from public.rest_books')).toBe(5);
    const exact = await given.db.from('rest_books').select('*', { count: 'exact', head: true });
    expect(exact.count).toBe(7);
    const planned = await given.db.from('rest_books').select('title', { count: 'planned' }).order('id').limit(2);
    expect(planned).toMatchObject({ status: 206, count: 5, error: null });
    expect(planned.data).toHaveLength(2);
    // All 7 rows are more than the 5 estimated: not partial (PostgREST's rule compares the two).
    const head = await given.db.from('rest_books').select('*', { count: 'planned', head: true });
    expect(head).toMatchObject({ status: 200, count: 5 });
  });

  it('planned estimates the filtered count query', async () => {
    const expected = await planRows('select 1 from public.rest_books where author_id = 3');
    const planned = await given.db.from('rest_books').select('title', { count: 'planned' }).eq('author_id', 3);
    expect(planned.count).toBe(expected);
    expect(planned.data).toHaveLength(3);
  });

  it('estimated is exact up to the row limit, and the larger of the two past it', async () => {
    const few = await given.db.from('rest_books').select('*', { count: 'estimated', head: true });
    expect(few.count).toBe(7);
    expect(await planRows('select 1 from public.rest_many')).toBe(1100);
    const many = await given.db.from('rest_many').select('id', { count: 'estimated' }).limit(10);
    expect(many).toMatchObject({ status: 206, count: 1100 });
    const exact = await given.db.from('rest_many').select('*', { count: 'exact', head: true });
    expect(exact.count).toBe(1050);
  });

  it('a call is not counted for planned, and counted exactly for estimated (PostgREST)', async () => {
    const planned = await fetch(`${given.server.url}/rest/v1/rpc/rest_titles`, {
      headers: { apikey: given.server.anonKey, Prefer: 'count=planned' },
    });
    expect(planned.headers.get('content-range')).toBe('0-6/*');
    const estimated = await given.db.rpc('rest_titles', undefined, { count: 'estimated' });
    expect(estimated.count).toBe(7);
  });

  it('refuses the plan media type while PGRST_DB_PLAN_ENABLED is off (406 PGRST107)', async () => {
    const explained = await given.db.from('rest_books').select().explain();
    expect(explained.status).toBe(406);
    expect(explained.error).toMatchObject({ code: 'PGRST107' });
  });
});

import { PLAN_COLUMNS } from '../../src/entities/plan/api/plan-columns';
import { testClient } from '../../server/testing/rest-fixtures';
import { startTestServer, type TestServer } from '../../server/testing/test-server';
import { selectPlanCatalogue } from './plan-catalogue';

// The build draws the pricing page from the catalogue it reads (scripts/prerender.ts); the app takes
// the page over with that data as if it had asked the API. So the build's read must be the API's answer.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server.close());

describe('the catalogue the build reads', () => {
  it('is what a visitor’s call to the API answers, row for row and value for value', async () => {
    const visitor = testClient(server.url, server.anonKey);
    const { data, error } = await visitor.from('plans').select(PLAN_COLUMNS).order('position');
    expect(error).toBeNull();
    const built = await selectPlanCatalogue(server.ctx.db, PLAN_COLUMNS);
    expect(built).toEqual(data);
    expect(built.length).toBeGreaterThanOrEqual(3);
  });

  it('is read as a visitor: a row row-level security keeps from anon stays out of it too', async () => {
    // This file's database is its own, brought back to the migrations' state when the file ends.
    await server.ctx.db.query(`create policy test_hide_top_plan on public.plans as restrictive for select to anon using (position < 3)`);
    const visitor = testClient(server.url, server.anonKey);
    const { data } = await visitor.from('plans').select(PLAN_COLUMNS).order('position');
    const built = await selectPlanCatalogue(server.ctx.db, PLAN_COLUMNS);
    expect(built).toEqual(data);
    expect(built.map((row) => (row as { position: number }).position)).toEqual([0, 1, 2]);
  });

  it('takes nothing but column names into its SQL', async () => {
    await expect(selectPlanCatalogue(server.ctx.db, 'tier from public.plans; drop table public.plans; --')).rejects.toThrow('not a list of column names');
  });
});

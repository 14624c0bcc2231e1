import { randomUUID } from 'node:crypto';
import type { Database } from '../../db';
import type { Claims } from '../../jwt';
import { createTestDatabase } from '../../testing/test-database';
import { CAPTURE_SQL } from './capture-sql';
import type { CapturedChange } from './change-payload';
import { subscribersWhoMaySee } from './subscriber-visibility';
import { TableCatalog, type TableInfo } from './table-catalog';

// Tables of the test's own: a policy on the caller alone, one through a function (which could read
// anything), and one that fails for one caller.
const FIXTURE = [
  `create table public.rt_fan (id int primary key, owner uuid not null)`,
  `create function public.rt_is_me(who uuid) returns boolean language sql stable as $$ select who = auth.uid() $$`,
  `create table public.rt_fan_fn (id int primary key, owner uuid not null)`,
  `create table public.rt_fan_fails (id int primary key, owner uuid not null, fails_for uuid)`,
  `alter table public.rt_fan enable row level security`,
  `alter table public.rt_fan_fn enable row level security`,
  `alter table public.rt_fan_fails enable row level security`,
  `create policy own on public.rt_fan for select to authenticated using (owner = (select auth.uid()))`,
  `create policy own on public.rt_fan_fn for select to authenticated using (public.rt_is_me(owner))`,
  `create policy all_but_one on public.rt_fan_fails for select to authenticated
     using (1 / (case when fails_for = (select auth.uid()) then 0 else 1 end) = 1)`,
  `grant select on public.rt_fan, public.rt_fan_fn, public.rt_fan_fails to authenticated, anon`,
];

let db: Database;
let catalog: TableCatalog;
const owner = randomUUID();
const others = Array.from({ length: 299 }, () => randomUUID());
const member = (sub: string): Claims => ({ role: 'authenticated', sub, aud: 'authenticated', exp: 2e9 });
const claimSets: Claims[] = [member(owner), ...others.map(member), { role: 'anon', exp: 2e9 }];

beforeAll(async () => {
  db = await createTestDatabase();
  await db.transaction(async (tx) => {
    for (const statement of [...CAPTURE_SQL, ...FIXTURE]) await tx.query(statement);
  });
  catalog = new TableCatalog(db);
});
afterAll(() => db.close());

const table = async (name: string) => (await catalog.table('public', name)) as TableInfo;
/** Inserts the row (some checks read it back by key) and returns its INSERT as captured. */
async function inserted(name: string, record: Record<string, unknown>): Promise<CapturedChange> {
  await db.query(`insert into public.${name} select * from jsonb_populate_record(null::public.${name}, $1)`, [
    JSON.stringify(record),
  ]);
  return { schema: 'public', table: name, type: 'INSERT', record, commitTimestamp: new Date().toISOString() };
}

/** The database's query count while fn runs. */
async function queriesDuring(fn: () => Promise<unknown>): Promise<number> {
  const query = db.query.bind(db);
  let count = 0;
  db.query = ((...args: Parameters<Database['query']>) => (count++, query(...args))) as Database['query'];
  try {
    await fn();
  } finally {
    db.query = query;
  }
  return count;
}

describe('which subscribers may see a change', () => {
  it("checks a role's 300 subscribers of a policy on auth.uid() in one statement", async () => {
    const fan = await table('rt_fan');
    const change = await inserted('rt_fan', { id: 1, owner });
    await subscribersWhoMaySee(db, fan, change, claimSets); // reads and keeps the table's statement
    let visible: boolean[] = [];
    // One for the authenticated subscribers; anon has no policy, so no statement at all.
    expect(await queriesDuring(async () => (visible = await subscribersWhoMaySee(db, fan, change, claimSets)))).toBe(1);
    expect(visible.flatMap((v, i) => (v ? [i] : []))).toEqual([0]);
  });

  it('checks each subscriber of a policy that calls another function, with the same answers', async () => {
    const { rows } = await db.query(`select realtime_capture.claims_check('public.rt_fan_fn', 'authenticated') as check`);
    expect(rows[0]).toEqual({ check: null });
    const visible = await subscribersWhoMaySee(db, await table('rt_fan_fn'), await inserted('rt_fan_fn', { id: 1, owner }), claimSets);
    expect(visible.flatMap((v, i) => (v ? [i] : []))).toEqual([0]);
  });

  it('keeps a policy that fails for one subscriber from hiding the row from the others', async () => {
    const change = await inserted('rt_fan_fails', { id: 1, owner, fails_for: others[0] });
    const visible = await subscribersWhoMaySee(db, await table('rt_fan_fails'), change, claimSets);
    expect(visible[1]).toBe(false);
    expect(visible.filter(Boolean)).toHaveLength(claimSets.length - 2); // all but that one and anon
  });
});

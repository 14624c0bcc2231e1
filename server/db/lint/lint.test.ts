import { createTestDatabase } from '../../testing/test-database';
import type { Database } from '../types';
import { formatFinding, LINT_CONFIG, lintDatabase, type Finding, type LintConfig } from '.';

// Each rule fires on one bad object, applied in a transaction that is rolled back, so every test
// starts from the migrated schema; the migrated schema itself gives no finding.
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const ROLLBACK = new Error('rollback');

/** The findings after `statements`, as `rule  object`, and the whole lines; nothing is kept. */
async function lintAfter(statements: string[], config: LintConfig = LINT_CONFIG) {
  let findings: Finding[] = [];
  await db
    .transaction(async (tx) => {
      for (const statement of statements) await tx.query(statement);
      findings = (await lintDatabase(tx, config)).findings;
      throw ROLLBACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLBACK) throw error;
    });
  return { found: findings.map((f) => `${f.rule}  ${f.object}`), lines: findings.map(formatFinding) };
}

/** A table of public with RLS on, nothing granted to visitors, and a policy: what each test makes worse. */
const PROBE_TABLE = [
  'create table public.lint_probe (id integer primary key, owner uuid)',
  'alter table public.lint_probe enable row level security',
  'revoke all on public.lint_probe from anon',
  `create policy "Members read their rows" on public.lint_probe for select to authenticated
     using (owner = (select auth.uid()))`,
];

it('finds nothing in the migrated schema, and counts what it checked', async () => {
  const result = await db.transaction((tx) => lintDatabase(tx));
  expect(result.findings.map(formatFinding)).toEqual([]);
  expect(result.tables).toBeGreaterThan(10);
  expect(result.functions).toBeGreaterThan(40);
  // The probe table alone is clean too: each test below adds one fault to it.
  expect((await lintAfter(PROBE_TABLE)).found).toEqual([]);
});

describe('rls_disabled', () => {
  it('names a table of public without row-level security', async () => {
    const { lines } = await lintAfter([...PROBE_TABLE, 'alter table public.lint_probe disable row level security']);
    expect(lines).toEqual([expect.stringMatching(/^rls_disabled {2}public\.lint_probe: row-level security is off/)]);
  });

  it('names storage.objects without it, which anon\'s grant then makes readable by visitors', async () => {
    const { found } = await lintAfter(['alter table storage.objects disable row level security']);
    expect(found).toEqual(['rls_disabled  storage.objects', 'visitor_readable  storage.objects']);
  });

  it('leaves tables of private to their own rule', async () => {
    expect((await lintAfter(['create table private.lint_probe (id integer)'])).found).toEqual([]);
  });
});

describe('rls_no_policy', () => {
  it('names a table with row-level security and no policy', async () => {
    const { found } = await lintAfter([...PROBE_TABLE, 'drop policy "Members read their rows" on public.lint_probe']);
    expect(found).toEqual(['rls_no_policy  public.lint_probe']);
  });

  it('accepts a table listed as closed only while no API role holds a privilege on it', async () => {
    const closed = { ...LINT_CONFIG, closedTables: { ...LINT_CONFIG.closedTables, 'public.lint_probe': 'a test' } };
    const noPolicy = [...PROBE_TABLE, 'drop policy "Members read their rows" on public.lint_probe'];
    // Supabase's default privileges still give authenticated everything on it.
    expect((await lintAfter(noPolicy, closed)).lines).toEqual([
      'rls_no_policy  public.lint_probe: listed as closed to the API, yet authenticated holds SELECT, INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER: revoke them',
    ]);
    expect((await lintAfter([...noPolicy, 'revoke all on public.lint_probe from authenticated'], closed)).found).toEqual([]);
    // places is closed that way: granting a member a look at it is a finding.
    expect((await lintAfter(['grant select on public.places to authenticated'])).lines).toEqual([
      'rls_no_policy  public.places: listed as closed to the API, yet authenticated holds SELECT: revoke them',
    ]);
  });

  it('names an entry of the closed list that no longer matches', async () => {
    const { found } = await lintAfter([`create policy "Members search places" on public.places for select to authenticated using (true)`]);
    expect(found).toEqual(['rls_no_policy  public.places']);
  });
});

describe('definer_search_path', () => {
  const definer = (schema: string, setting = '') => [
    `create function ${schema}.lint_probe() returns integer language sql security definer ${setting} as 'select 1'`,
    // The bootstrap's default privileges grant anon EXECUTE besides PUBLIC's.
    `revoke execute on function ${schema}.lint_probe() from public, anon`,
  ];

  it('names a SECURITY DEFINER function without a fixed search_path, in public and in private', async () => {
    expect((await lintAfter(definer('public'))).lines).toEqual([
      "definer_search_path  public.lint_probe(): SECURITY DEFINER without a fixed search_path: add set search_path = ''",
    ]);
    expect((await lintAfter(definer('private'))).found).toEqual(['definer_search_path  private.lint_probe()']);
  });

  it("names one whose search_path is not ''", async () => {
    expect((await lintAfter(definer('public', 'set search_path = public, pg_temp'))).lines).toEqual([
      "definer_search_path  public.lint_probe(): SECURITY DEFINER with search_path=public, pg_temp: use set search_path = '' and qualify every name",
    ]);
  });

  it("accepts search_path = '', and invoker functions", async () => {
    expect((await lintAfter(definer('public', "set search_path = ''"))).found).toEqual([]);
    const invoker = [`create function private.lint_probe() returns integer language sql as 'select 1'`];
    expect((await lintAfter(invoker)).found).toEqual([]);
  });
});

describe('permissive_write_policy', () => {
  const policy = (sql: string) => lintAfter([...PROBE_TABLE, `create policy "Probe" on public.lint_probe ${sql}`]);

  it('names an INSERT policy that is true for members', async () => {
    expect((await policy('for insert to authenticated with check (true)')).lines).toEqual([
      'permissive_write_policy  public.lint_probe: Probe: INSERT policy with check (true) for authenticated: every member may write every row',
    ]);
  });

  it('names UPDATE, DELETE and ALL policies that are true for members', async () => {
    expect((await policy('for update to authenticated using (true) with check (owner is not null)')).found).toEqual([
      'permissive_write_policy  public.lint_probe: Probe',
    ]);
    expect((await policy('for delete to authenticated using (1 = 1)')).found).toEqual(['permissive_write_policy  public.lint_probe: Probe']);
    expect((await policy('for all to authenticated using (true)')).found).toEqual(['permissive_write_policy  public.lint_probe: Probe']);
  });

  it('names any write policy for visitors or PUBLIC, however narrow', async () => {
    expect((await policy('for delete to anon using (id = 1)')).lines).toEqual([
      'permissive_write_policy  public.lint_probe: Probe: DELETE policy for anon: visitors may write; make it to authenticated',
    ]);
    expect((await policy('for insert with check (owner = (select auth.uid()))')).found).toEqual([
      'permissive_write_policy  public.lint_probe: Probe',
    ]);
  });

  it('accepts a member writing her own rows, a restrictive policy, and an allowed exception', async () => {
    expect((await policy('for update to authenticated using (owner = (select auth.uid()))')).found).toEqual([]);
    expect((await policy('as restrictive for insert to authenticated with check (true)')).found).toEqual([]);
    const allowed = { ...LINT_CONFIG, permissiveWrites: { 'public.lint_probe: Probe': 'a test' } };
    expect((await lintAfter([...PROBE_TABLE, `create policy "Probe" on public.lint_probe for insert to authenticated with check (true)`], allowed)).found).toEqual([]);
    // An exception that excuses nothing is a finding of its own.
    expect((await lintAfter(PROBE_TABLE, allowed)).found).toEqual(['permissive_write_policy  public.lint_probe: Probe']);
  });
});

describe('visitor_readable', () => {
  it('names a table a policy shows to visitors', async () => {
    const { lines } = await lintAfter([
      ...PROBE_TABLE,
      'grant select on public.lint_probe to anon',
      `create policy "Visitors read everything" on public.lint_probe for select to anon using (true)`,
    ]);
    expect(lines).toEqual(['visitor_readable  public.lint_probe: readable by visitors: anon may select and a policy lets anon see rows: "Visitors read everything"']);
  });

  it('names a view visitors may select from, whatever its options', async () => {
    const { found } = await lintAfter(['create view public.lint_probe with (security_invoker) as select 1 as one']);
    expect(found).toEqual(['visitor_readable  public.lint_probe']);
  });

  it('leaves out a table visitors may select from but no policy shows them', async () => {
    expect((await lintAfter([...PROBE_TABLE, 'grant select on public.lint_probe to anon'])).found).toEqual([]);
  });

  it('accepts what is listed as public to visitors, and names an entry that excuses nothing', async () => {
    const { 'public.plans': _plans, ...others } = LINT_CONFIG.publicToVisitors;
    expect((await lintAfter([], { ...LINT_CONFIG, publicToVisitors: others })).found).toEqual(['visitor_readable  public.plans']);
    expect((await lintAfter(['revoke select on public.plans from anon'])).lines).toEqual([
      'visitor_readable  public.plans: listed as public to visitors in server/db/lint/config.ts, but anon cannot read it: remove the entry',
    ]);
  });
});

describe('visitor_function', () => {
  it('names a function of public visitors may execute (by the default grants)', async () => {
    const { lines } = await lintAfter([`create function public.lint_probe(integer) returns integer language sql as 'select $1'`]);
    expect(lines).toEqual(['visitor_function  public.lint_probe(integer): executable by visitors: revoke execute … from public, anon']);
  });

  it('names one granted to anon alone, and accepts one granted to members only', async () => {
    const create = `create function public.lint_probe() returns integer language sql security definer set search_path = '' as 'select 1'`;
    const closed = 'revoke execute on function public.lint_probe() from public, anon';
    expect((await lintAfter([create, closed, 'grant execute on function public.lint_probe() to anon'])).lines).toEqual([
      'visitor_function  public.lint_probe(): executable by visitors (SECURITY DEFINER): revoke execute … from public, anon',
    ]);
    expect((await lintAfter([create, closed, 'grant execute on function public.lint_probe() to authenticated'])).found).toEqual([]);
  });

  it('leaves out trigger functions, which PostgreSQL calls only from their trigger', async () => {
    expect((await lintAfter([`create function public.lint_probe() returns trigger language plpgsql as 'begin return new; end'`])).found).toEqual([]);
    // public.set_updated_at keeps the default grant: calling it is refused all the same.
    await expect(db.asRole({ role: 'anon' }, (tx) => tx.query('select public.set_updated_at()'))).rejects.toMatchObject({ code: '0A000' });
  });

  it('names an entry of the visitor functions that anon can no longer execute', async () => {
    const { found } = await lintAfter(['revoke execute on function public.is_username_available(text) from public, anon']);
    expect(found).toEqual(['visitor_function  public.is_username_available(text)']);
  });
});

describe('view_security', () => {
  it('names a view of public that is neither security_invoker nor security_barrier', async () => {
    const { lines } = await lintAfter(['create view public.lint_probe as select 1 as one', 'revoke all on public.lint_probe from anon']);
    expect(lines).toEqual([expect.stringMatching(/^view_security {2}public\.lint_probe: neither security_invoker nor security_barrier/)]);
  });

  it('accepts either option, and names one set to false', async () => {
    for (const option of ['security_invoker = true', 'security_barrier']) {
      const view = [`create view public.lint_probe with (${option}) as select 1 as one`, 'revoke all on public.lint_probe from anon'];
      expect((await lintAfter(view)).found).toEqual([]);
    }
    const off = ['create view public.lint_probe with (security_invoker = false) as select 1 as one', 'revoke all on public.lint_probe from anon'];
    expect((await lintAfter(off)).found).toEqual(['view_security  public.lint_probe']);
  });
});

describe('private_table_granted', () => {
  it('names a table of private that grants anything to anon or authenticated', async () => {
    const { lines } = await lintAfter([
      'create table private.lint_probe (id integer, secret text)',
      'grant select (id) on private.lint_probe to authenticated',
      'grant truncate on private.lint_probe to anon',
    ]);
    expect(lines).toEqual([
      'private_table_granted  private.lint_probe: anon holds TRUNCATE: revoke all … from anon',
      'private_table_granted  private.lint_probe: authenticated holds SELECT: revoke all … from authenticated',
    ]);
  });
});

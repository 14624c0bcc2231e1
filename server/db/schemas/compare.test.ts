import { migratedSnapshot } from '../../testing/migrated-snapshot';
import { closeWithFile } from '../../testing/open-resources';
import { openPglite, pgliteEngine } from '../pglite-engine';
import type { Engine } from '../types';
import { compareSchemaFiles, migrationSql, readSchemaFiles, type SchemaFile } from '.';

async function openMigrated(): Promise<{ engine: Engine; close: () => Promise<void> }> {
  const pg = await openPglite({ loadDataDir: await migratedSnapshot() });
  return { engine: pgliteEngine(pg), close: closeWithFile(() => pg.close()) };
}

// Every comparison rolls itself back, so the tests share one migrated database.
let db: Awaited<ReturnType<typeof openMigrated>>;
let files: SchemaFile[];
beforeAll(async () => {
  db = await openMigrated();
  files = await readSchemaFiles();
});
afterAll(() => db?.close());

const AGE = 'supabase/schemas/profiles/age_in_years.sql';
const AGE_FUNCTION = 'function private.age_in_years(date,date)';
const NOTHING = { changedFiles: [], withoutFile: [], recreated: [], report: [], problems: [] };
const BOOSTS = 'supabase/schemas/boosts/boosts.policies.sql';
const BOOSTS_POLICY = 'policy boosts_select_own on public.boosts';
const PERSONAS = 'supabase/schemas/ai/matchmaker_personas.policies.sql';

/** The committed files with the one at path edited: edit returns its new text, or null to delete it. */
const withFile = (path: string, edit: (sql: string) => string | null): SchemaFile[] =>
  files.flatMap((file) => {
    if (file.path !== path) return [file];
    const sql = edit(file.sql);
    return sql === null ? [] : [{ path, sql }];
  });
const olderByADay = (sql: string) => sql.replace('age(on_date, birth_date)', 'age(on_date, birth_date + 1)');
const file = (path: string, sql: string): SchemaFile => ({ path: `supabase/schemas/${path}`, sql });
const sqlFunction = (name: string, body = 'select 1') =>
  `create or replace function public.${name}() returns int language sql as $$ ${body} $$;`;

it('agrees with the migrations as committed', async () => {
  expect(files.length).toBeGreaterThan(40);
  expect(await compareSchemaFiles(db.engine, files)).toEqual(NOTHING);
});

it('reports a function whose file changed, naming the function and the file', async () => {
  const changed = withFile(AGE, olderByADay);
  const comparison = await compareSchemaFiles(db.engine, changed);
  expect(comparison.report).toEqual([`${AGE_FUNCTION}: ${AGE} differs from the migrations`]);
  expect(comparison.changedFiles).toEqual(changed.filter((f) => f.path === AGE));

  // A privilege the migrations never took away is a difference too.
  const revoke = 'revoke execute on function private.age_in_years(date, date) from service_role;';
  const revoked = withFile(AGE, (sql) => `${sql}${revoke}\n`);
  expect((await compareSchemaFiles(db.engine, revoked)).report).toEqual([
    `${AGE_FUNCTION}: ${AGE} differs from the migrations`,
  ]);
});

it('reports a function no file defines', async () => {
  const comparison = await compareSchemaFiles(db.engine, withFile(AGE, () => null));
  expect(comparison.report).toEqual([`${AGE_FUNCTION}: no file in supabase/schemas defines it`]);
  expect(comparison.withoutFile).toEqual([AGE_FUNCTION]);
});

it('reports an object defined in two files, or twice in one', async () => {
  const copy = file('copy.sql', files.find((f) => f.path === AGE)!.sql);
  expect((await compareSchemaFiles(db.engine, [...files, copy])).problems).toEqual([
    `${AGE_FUNCTION}: defined in both ${AGE} and ${copy.path}`,
  ]);
  const twice = withFile(AGE, (sql) => sql + sql);
  expect((await compareSchemaFiles(db.engine, twice)).problems).toEqual([`${AGE}: defines an object twice`]);
});

it('applies a view after the function it uses, and reports a file that cannot be applied', async () => {
  const view = file('a_view.sql', 'create or replace view public.ages as select public.zz_age() as age;');
  const fn = file('z_function.sql', sqlFunction('zz_age'));
  const broken = file('broken.sql', `${sqlFunction('broken')} nonsense;`);
  const comparison = await compareSchemaFiles(db.engine, [...files, view, fn, broken]);
  expect(comparison.changedFiles).toEqual([fn, view]);
  expect(comparison.report).toEqual([
    `function public.zz_age(): new in ${fn.path}`,
    `view public.ages: new in ${view.path}`,
  ]);
  expect(comparison.problems).toEqual([`${broken.path}: syntax error at or near "nonsense"`]);
});

describe('policies', () => {
  it('reports a policy whose file changed, or that no file creates', async () => {
    const changed = withFile(BOOSTS, (sql) => sql.replace('to authenticated', 'to anon, authenticated'));
    const comparison = await compareSchemaFiles(db.engine, changed);
    expect(comparison.report).toEqual([`${BOOSTS_POLICY}: ${BOOSTS} differs from the migrations`]);
    expect(comparison.recreated).toEqual([BOOSTS_POLICY]);

    const gone = await compareSchemaFiles(db.engine, withFile(BOOSTS, () => null));
    expect(gone.report).toEqual([`${BOOSTS_POLICY}: no file in supabase/schemas defines it`]);
    expect(gone.withoutFile).toEqual([BOOSTS_POLICY]);
  });

  it('compares what PostgreSQL stores: the order of roles, spacing and parentheses do not count', async () => {
    const reworded = withFile(PERSONAS, (sql) =>
      sql.replace('to anon, authenticated', 'to authenticated, anon').replace('using (true)', 'using ((  true ))'),
    );
    expect(await compareSchemaFiles(db.engine, reworded)).toEqual(NOTHING);
  });

  it('reports a policy created in two files as a file that cannot be applied', async () => {
    const copy = file('copy.policies.sql', files.find((f) => f.path === BOOSTS)!.sql);
    const { problems } = await compareSchemaFiles(db.engine, [...files, copy]);
    expect(problems).toEqual([`${copy.path}: policy "boosts_select_own" for table "boosts" already exists`]);
  });
});

describe('the migration written from the files', () => {
  // Applying a migration changes the database for good: a copy of its own.
  let copy: Awaited<ReturnType<typeof openMigrated>>;
  beforeAll(async () => {
    copy = await openMigrated();
  });
  afterAll(() => copy?.close());

  it('replaces what changed, creates what is new, drops what no file defines, and leaves nothing to do', async () => {
    const added = file('zz_new.sql', sqlFunction('zz_new'));
    const dropped = (f: SchemaFile) => f.path.endsWith('/rounded_distance_miles.sql') || f.path === PERSONAS;
    const newBoosts = (sql: string) => sql.replace('to authenticated', 'to anon, authenticated');
    const target = [...withFile(AGE, olderByADay).filter((f) => !dropped(f)), added].map((f) =>
      f.path === BOOSTS ? { ...f, sql: newBoosts(f.sql) } : f,
    );
    const sql = migrationSql(await compareSchemaFiles(copy.engine, target));
    expect(sql).toMatch(/^set check_function_bodies = off;$/m);
    expect(sql).toContain(`-- ${AGE}\n`);
    expect(sql).toContain(`-- ${added.path}\n${added.sql}\n`);
    expect(sql).toMatch(/^drop function private\.rounded_distance_miles\(double precision\);$/m);
    // A changed table's policies are dropped, then created by its file; a policy without a file is dropped.
    expect(sql.indexOf(`drop ${BOOSTS_POLICY};`)).toBeLessThan(sql.indexOf(`-- ${BOOSTS}\n`));
    expect(sql).toContain('drop policy "Everyone sees the matchmaker personas" on public.matchmaker_personas;');
    await copy.engine.transaction((tx) => tx.exec(sql));
    expect(await compareSchemaFiles(copy.engine, target)).toEqual(NOTHING);
  });
});

import { useRestFixtures } from '../testing/contract-server';

const given = useRestFixtures();

const names = (data: { name: string }[] | null) => (data ?? []).map((a) => a.name).sort();
const titles = (data: { title: string }[] | null) => (data ?? []).map((b) => b.title).sort();

describe('filters (supabase-js)', () => {
  it('compares with eq, neq, gt, gte, lt and lte', async () => {
    const q = () => given.db.from('rest_books').select('title');
    expect(titles((await q().eq('pages', 284)).data)).toEqual(['Small Gods']);
    expect(titles((await q().neq('author_id', 1)).data)).toEqual(['Kindred', 'Mort', 'Small Gods']);
    expect(titles((await q().gt('pages', 304)).data)).toEqual(['The Dispossessed']);
    expect(titles((await q().gte('pages', 304)).data)).toEqual(['The Dispossessed', 'The Left Hand of Darkness']);
    expect(titles((await q().lt('pages', 264)).data)).toEqual(['Mort']);
    expect(titles((await q().lte('pages', 264)).data)).toEqual(['Kindred', 'Mort']);
    expect(titles((await q().eq('published', false)).data)).toEqual(['Mort']);
  });

  it('matches patterns with like and ilike, * being the wildcard', async () => {
    expect(titles((await given.db.from('rest_books').select('title').like('title', '*Gods')).data)).toEqual(['Small Gods']);
    expect(titles((await given.db.from('rest_books').select('title').like('title', '*gods')).data)).toEqual([]);
    expect(titles((await given.db.from('rest_books').select('title').ilike('title', 'the*')).data)).toEqual([
      'The Dispossessed',
      'The Left Hand of Darkness',
    ]);
    expect(titles((await given.db.from('rest_books').select('title').likeAnyOf('title', ['Mort', 'K*'])).data)).toEqual([
      'Kindred',
      'Mort',
    ]);
  });

  it('tests null, true and false with is', async () => {
    expect(names((await given.db.from('rest_authors').select('name').is('score', null)).data)).toEqual(['Octavia']);
    expect(names((await given.db.from('rest_authors').select('name').not('score', 'is', null)).data)).toEqual(['Terry', 'Ursula']);
    expect(names((await given.db.from('rest_authors').select('name').is('active', true)).data)).toHaveLength(3);
    expect(names((await given.db.from('rest_authors').select('name').is('active', false)).data)).toEqual([]);
  });

  it('matches lists with in, quoting values with commas', async () => {
    const { data } = await given.db.from('rest_books').select('title').in('title', ['Mort', 'Kindred', 'a, "quoted" (title)']);
    expect(titles(data)).toEqual(['Kindred', 'Mort']);
    expect(titles((await given.db.from('rest_books').select('title').in('id', [])).data)).toEqual([]);
    const emptyOnPath = await given.db.from('rest_authors').select('name').in('meta->>country', []);
    expect(emptyOnPath).toMatchObject({ status: 200, data: [] });
    expect(titles((await given.db.from('rest_books').select('title').not('id', 'in', '(1,2,3)')).data)).toEqual(['Kindred', 'Mort']);
  });

  it('tests arrays with contains, containedBy and overlaps', async () => {
    expect(names((await given.db.from('rest_authors').select('name').contains('tags', ['fantasy'])).data)).toEqual([
      'Terry',
      'Ursula',
    ]);
    expect(names((await given.db.from('rest_authors').select('name').containedBy('tags', ['scifi', 'fantasy'])).data)).toEqual([
      'Octavia',
      'Ursula',
    ]);
    expect(names((await given.db.from('rest_authors').select('name').overlaps('tags', ['humour', 'horror'])).data)).toEqual([
      'Terry',
    ]);
  });

  it('tests JSON with contains and with arrow paths', async () => {
    expect(names((await given.db.from('rest_authors').select('name').contains('meta', { country: 'UK' })).data)).toEqual(['Terry']);
    expect(names((await given.db.from('rest_authors').select('name').eq('meta->>country', 'US')).data)).toEqual(['Ursula']);
    expect(names((await given.db.from('rest_authors').select('name').gt('meta->awards->hugo', 3)).data)).toEqual(['Ursula']);
  });

  it('searches text with textSearch', async () => {
    const { data, error } = await given.db.from('rest_books').select('title').textSearch('title', 'hand & darkness', { config: 'english' });
    expect(error).toBeNull();
    expect(titles(data)).toEqual(['The Left Hand of Darkness']);
    const web = await given.db.from('rest_books').select('title').textSearch('title', 'small gods', { type: 'websearch' });
    expect(titles(web.data)).toEqual(['Small Gods']);
  });

  it('negates any operator with not', async () => {
    expect(titles((await given.db.from('rest_books').select('title').not('title', 'like', 'The*')).data)).toEqual([
      'Kindred',
      'Mort',
      'Small Gods',
    ]);
  });

  it('combines with or and nested and', async () => {
    const { data, error } = await given.db
      .from('rest_books')
      .select('title')
      .or('pages.gt.380,and(author_id.eq.2,published.is.false),title.eq."Kindred"');
    expect(error).toBeNull();
    expect(titles(data)).toEqual(['Kindred', 'Mort', 'The Dispossessed']);

    const negated = await fetch(
      `${given.server.url}/rest/v1/rest_books?select=title&not.or=(author_id.eq.1,pages.lt.250)&order=id`,
      { headers: { apikey: given.server.serviceRoleKey } },
    );
    expect(await negated.json()).toEqual([{ title: 'Small Gods' }, { title: 'Kindred' }]);
  });

  it('applies or on an embedded resource', async () => {
    const { data, error } = await given.db
      .from('rest_authors')
      .select('name, rest_books!author_id(title)')
      .eq('id', 2)
      .or('pages.lt.250,title.eq.Small Gods', { referencedTable: 'rest_books' });
    expect(error).toBeNull();
    expect(data![0].rest_books.map((b: { title: string }) => b.title).sort()).toEqual(['Mort', 'Small Gods']);
  });

  it('filters with match, isdistinct and date comparisons', async () => {
    expect(titles((await given.db.from('rest_books').select('title').match({ author_id: 1, published: true })).data)).toEqual([
      'The Dispossessed',
      'The Left Hand of Darkness',
    ]);
    expect(names((await given.db.from('rest_authors').select('name').filter('score', 'isdistinct', '9.5')).data)).toEqual([
      'Octavia',
      'Terry',
    ]);
    expect(names((await given.db.from('rest_authors').select('name').lt('born', '1947-12-31')).data)).toEqual([
      'Octavia',
      'Ursula',
    ]);
  });

  it('answers 400 PGRST100 for a malformed filter and 42703 for an unknown column', async () => {
    const bad = await given.db.from('rest_books').select('title').filter('pages', 'eqq', '3');
    expect(bad.status).toBe(400);
    expect(bad.error).toEqual({
      code: 'PGRST100',
      details: 'unexpected "e" expecting "not" or operator (eq, gt, ...)',
      hint: null,
      message: '"failed to parse filter (eqq.3)" (line 1, column 1)',
    });
    const unknown = await given.db.from('rest_books').select('title').eq('colour', 'red');
    expect(unknown.status).toBe(400);
    expect(unknown.error).toMatchObject({ code: '42703' });
    const badValue = await given.db.from('rest_books').select('title').eq('pages', 'many');
    expect(badValue.status).toBe(400);
    expect(badValue.error).toMatchObject({ code: '22P02', message: 'invalid input syntax for type integer: "many"' });
  });
});

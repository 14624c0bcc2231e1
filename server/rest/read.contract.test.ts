import { useRestFixtures } from '../testing/contract-server';

const given = useRestFixtures();

describe('select (supabase-js)', () => {
  it('returns every column with * and JSON types as PostgREST writes them', async () => {
    const { data, error, status } = await given.db.from('rest_authors').select('*').eq('id', 1);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([
      {
        id: 1,
        name: 'Ursula',
        born: '1929-10-21',
        tags: ['scifi', 'fantasy'],
        meta: { country: 'US', awards: { hugo: 5 } },
        score: 9.5,
        active: true,
      },
    ]);
  });

  it('selects columns with aliases, casts and JSON paths', async () => {
    const { data, error } = await given.db
      .from('rest_authors')
      .select('who:name, id::text, country:meta->>country, meta->awards->hugo')
      .eq('id', 1)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ who: 'Ursula', id: '1', country: 'US', hugo: 5 });
  });

  it('embeds a to-one resource as an object and a to-many one as an array', async () => {
    const { data, error } = await given.db
      .from('rest_books')
      .select('title, author:rest_authors!author_id(name), rest_covers(color)')
      .in('id', [1, 2])
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: 'The Dispossessed', author: { name: 'Ursula' }, rest_covers: { color: 'blue' } },
      { title: 'The Left Hand of Darkness', author: { name: 'Ursula' }, rest_covers: null },
    ]);

    const authors = await given.db.from('rest_authors').select('name, rest_books!author_id(title)').eq('name', 'Terry');
    expect(authors.data).toEqual([{ name: 'Terry', rest_books: [{ title: 'Small Gods' }, { title: 'Mort' }] }]);
  });

  it('disambiguates two foreign keys to the same table by constraint name or column', async () => {
    const { data, error } = await given.db
      .from('rest_books')
      .select('title, editor:rest_authors!rest_books_editor_id_fkey(name), writer:rest_authors!author_id(name)')
      .eq('id', 3)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ title: 'Small Gods', editor: { name: 'Ursula' }, writer: { name: 'Terry' } });
  });

  it('spreads a to-many embed as one array per column', async () => {
    const { data, error } = await given.db
      .from('rest_authors')
      .select('name, ...rest_books!author_id(title, pages)')
      .eq('id', 2)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ name: 'Terry', title: ['Small Gods', 'Mort'], pages: [284, 243] });
  });

  it('answers 42712 for the same relation embedded twice under one name, as PostgREST does', async () => {
    const { error, status } = await given.db.from('rest_books').select('rest_authors!author_id(name), rest_authors!editor_id(name)');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '42712', message: 'table name "rest_books_rest_authors_1" specified more than once' });
  });

  it('refuses an ambiguous embed with 300 PGRST201 and the candidates', async () => {
    const { error, status } = await given.db.from('rest_books').select('title, rest_authors(name)');
    expect(status).toBe(300);
    expect(error).toMatchObject({
      code: 'PGRST201',
      message: "Could not embed because more than one relationship was found for 'rest_books' and 'rest_authors'",
      hint: expect.stringContaining("'rest_authors!rest_books_author_id_fkey'"),
    });
    expect(error!.details).toEqual(
      expect.arrayContaining([
        {
          cardinality: 'many-to-one',
          embedding: 'rest_books with rest_authors',
          relationship: 'rest_books_author_id_fkey using rest_books(author_id) and rest_authors(id)',
        },
      ]),
    );
  });

  it('answers 400 PGRST200 for an embed without a relationship', async () => {
    const { error, status } = await given.db.from('rest_covers').select('color, rest_notes(body)');
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST200',
      message: "Could not find a relationship between 'rest_covers' and 'rest_notes' in the schema cache",
    });
  });

  it('nests embeds and applies filters, order and limit inside them', async () => {
    const { data, error } = await given.db
      .from('rest_authors')
      .select('name, books:rest_books!author_id(title, pages, rest_covers(color))')
      .eq('id', 1)
      .gt('books.pages', 300)
      .order('pages', { referencedTable: 'books', ascending: false })
      .limit(1, { referencedTable: 'books' })
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      name: 'Ursula',
      books: [{ title: 'The Dispossessed', pages: 387, rest_covers: { color: 'blue' } }],
    });
  });

  it('keeps only parents with a matching embedded row under !inner', async () => {
    const { data, error } = await given.db
      .from('rest_authors')
      .select('name, rest_books!author_id!inner(title)')
      .eq('rest_books.published', false);
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Terry', rest_books: [{ title: 'Mort' }] }]);

    const toOne = await given.db
      .from('rest_books')
      .select('title, rest_covers!inner(color)', { count: 'exact' })
      .eq('rest_covers.color', 'red');
    expect(toOne.data).toEqual([{ title: 'Small Gods', rest_covers: { color: 'red' } }]);
    expect(toOne.count).toBe(1);
  });

  it('filters parents on an embed being null', async () => {
    const { data, error } = await given.db.from('rest_books').select('title, rest_covers(color)').is('rest_covers', null).order('id');
    expect(error).toBeNull();
    expect(data!.map((b) => b.title)).toEqual(['The Left Hand of Darkness', 'Mort', 'Kindred']);
  });

  it('answers a read without order in the rows\' stored order on either engine, not an index\'s', async () => {
    // PostgREST promises no order, but PostgreSQL reads a small table in the order its rows were
    // written, and clients lean on it; PGlite was started with enable_seqscan=off and followed the
    // unique index on name instead (docs/local-backend.md, Conformance).
    const { data } = await given.db.from('rest_authors').select('name').neq('name', 'Nobody');
    expect(data).toEqual([{ name: 'Ursula' }, { name: 'Terry' }, { name: 'Octavia' }]);
    const { rows } = await given.server.ctx.db.query<{ enable_seqscan: string }>('show enable_seqscan');
    expect(rows[0].enable_seqscan).toBe('on');
  });

  it('orders by several columns with nulls placement', async () => {
    const { data } = await given.db.from('rest_authors').select('name').order('score', { ascending: false, nullsFirst: true });
    expect(data!.map((a) => a.name)).toEqual(['Octavia', 'Ursula', 'Terry']);
    const byTwo = await given.db.from('rest_books').select('title').order('author_id', { ascending: false }).order('pages');
    expect(byTwo.data!.map((b) => b.title)).toEqual(['Kindred', 'Mort', 'Small Gods', 'The Left Hand of Darkness', 'The Dispossessed']);
  });

  it('pages with limit and range, counting with Content-Range and 206', async () => {
    const limited = await given.db.from('rest_books').select('id').order('id').limit(2);
    expect(limited.data).toEqual([{ id: 1 }, { id: 2 }]);

    const page = await given.db.from('rest_books').select('id', { count: 'exact' }).order('id').range(1, 2);
    expect(page.data).toEqual([{ id: 2 }, { id: 3 }]);
    expect(page.count).toBe(5);
    expect(page.status).toBe(206);

    const all = await given.db.from('rest_books').select('id', { count: 'exact' });
    expect(all.status).toBe(200);
    expect(all.count).toBe(5);
  });

  it('counts without rows for head requests, as the likes badge does', async () => {
    const res = await fetch(`${given.server.url}/rest/v1/rest_books?select=*&published=eq.true`, {
      method: 'HEAD',
      headers: { apikey: given.server.serviceRoleKey, Prefer: 'count=exact' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('0-3/4');
    const { count, data, error } = await given.db.from('rest_books').select('*', { count: 'exact', head: true }).eq('published', true);
    expect(error).toBeNull();
    expect(count).toBe(4);
    expect(data).toBeNull();
  });

  it('writes Content-Range as */0 for an empty counted result and answers 416 past the end', async () => {
    const empty = await fetch(`${given.server.url}/rest/v1/rest_books?id=eq.99`, {
      headers: { apikey: given.server.serviceRoleKey, Prefer: 'count=exact' },
    });
    expect(empty.headers.get('content-range')).toBe('*/0');
    expect(await empty.json()).toEqual([]);

    const past = await given.db.from('rest_books').select('id', { count: 'exact' }).range(10, 12);
    expect(past.status).toBe(416);
    expect(past.error).toMatchObject({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'An offset of 10 was requested, but there are only 5 rows.',
    });
  });

  it('honours the Range header', async () => {
    const res = await fetch(`${given.server.url}/rest/v1/rest_books?select=id&order=id`, {
      headers: { apikey: given.server.serviceRoleKey, Range: '3-9', 'Range-Unit': 'items' },
    });
    expect(await res.json()).toEqual([{ id: 4 }, { id: 5 }]);
    expect(res.headers.get('content-range')).toBe('3-4/*');
  });

  it('returns one object for single() and 406 PGRST116 otherwise', async () => {
    const one = await given.db.from('rest_authors').select('name').eq('id', 2).single();
    expect(one).toMatchObject({ data: { name: 'Terry' }, error: null, status: 200 });

    const none = await given.db.from('rest_authors').select('name').eq('id', 42).single();
    expect(none.status).toBe(406);
    expect(none.error).toEqual({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    });

    const many = await given.db.from('rest_authors').select('name').single();
    expect(many.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 3 rows' });
  });

  it('returns null or the row for maybeSingle()', async () => {
    const none = await given.db.from('rest_authors').select('name').eq('id', 42).maybeSingle();
    expect(none).toMatchObject({ data: null, error: null });
    const one = await given.db.from('rest_authors').select('name').eq('id', 3).maybeSingle();
    expect(one.data).toEqual({ name: 'Octavia' });
  });

  it('serves CSV and strips nulls on request', async () => {
    const csv = await given.db.from('rest_authors').select('id,name,tags').order('id').limit(2).csv();
    // PostgREST's CSV: values in PostgreSQL's text form, quoted as a record prints them (spaces too).
    expect(csv.data).toBe('id,name,tags\n1,Ursula,"{scifi,fantasy}"\n2,Terry,"{fantasy,humour}"');
    const books = await given.db.from('rest_books').select('title,pages,meta:rest_authors!author_id(meta)').eq('id', 1).csv();
    expect(books.data).toBe('title,pages,meta\n"The Dispossessed",387,"{""meta"": {""awards"": {""hugo"": 5}, ""country"": ""US""}}"');
    const stripped = await given.db.from('rest_authors').select('name,score').eq('id', 3).stripNulls();
    expect(stripped.data).toEqual([{ name: 'Octavia' }]);
  });

  it('serves application/geo+json through PostGIS as PostgREST does, and 42883 where PostGIS is missing', async () => {
    const missing = await given.db.from('rest_authors').select('id').geojson();
    expect(missing.status).toBe(404);
    expect(missing.error).toMatchObject({ code: '42883', message: 'function st_asgeojson(record) does not exist' });
    // A stand-in for PostGIS's ST_AsGeoJSON(record): a Feature of the row's columns.
    await given.server.ctx.db.query(`create function public.st_asgeojson(anyelement) returns text language sql
      as $$ select json_build_object('type', 'Feature', 'properties', to_json($1))::text $$`);
    const collection = await given.db.from('rest_authors').select('id').lte('id', 2).order('id').geojson();
    await given.server.ctx.db.query('drop function public.st_asgeojson(anyelement)');
    expect(collection.data).toEqual({
      type: 'FeatureCollection',
      features: [1, 2].map((id) => ({ type: 'Feature', properties: { id } })),
    });
  });

  it('answers 404 PGRST205 for an unknown table and 400 42703 for an unknown column', async () => {
    const table = await given.db.from('rest_author').select('*');
    expect(table.status).toBe(404);
    expect(table.error).toEqual({
      code: 'PGRST205',
      details: null,
      hint: "Perhaps you meant the table 'public.rest_authors'",
      message: "Could not find the table 'public.rest_author' in the schema cache",
    });
    const column = await given.db.from('rest_authors').select('name, nickname');
    expect(column.status).toBe(400);
    expect(column.error).toMatchObject({ code: '42703', message: 'column rest_authors.nickname does not exist' });
  });

  it('finds a table created after the given.server started', async () => {
    await given.server.ctx.db.query('create table public.rest_late (id int primary key)');
    await given.server.ctx.db.query('insert into public.rest_late values (7)');
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the cache reloads at most once a second
    const { data, error } = await given.db.from('rest_late').select('id');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 7 }]);
  });
});

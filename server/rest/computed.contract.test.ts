import { useRestFixtures } from '../testing/contract-server';

// PostgREST's computed fields and computed relationships: functions of a row (docs/local-backend.md, REST).
const given = useRestFixtures(async (server) => {
  for (const sql of [
    `create function public.rest_label(public.rest_authors) returns text language sql stable
       as $$ select upper($1.name) || ' (' || $1.id || ')' $$`,
    `create function public.rest_books_of(a public.rest_authors) returns setof public.rest_books language sql stable
       as $$ select * from public.rest_books where author_id = a.id order by pages $$`,
    `create function public.rest_longest_book(a public.rest_authors) returns setof public.rest_books rows 1
       language sql stable as $$ select * from public.rest_books where author_id = a.id order by pages desc limit 1 $$`,
    `create function public.rest_author_of(b public.rest_books) returns public.rest_authors language sql stable
       as $$ select * from public.rest_authors where id = b.author_id $$`,
  ]) {
    await server.ctx.db.query(sql);
  }
  return {};
});

describe('computed fields', () => {
  it('selects, filters and orders by a function of the row, which * leaves out', async () => {
    const { data, error } = await given.db
      .from('rest_authors')
      .select('name, label:rest_label')
      .neq('rest_label', 'TERRY (2)')
      .order('rest_label', { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Ursula', label: 'URSULA (1)' },
      { name: 'Octavia', label: 'OCTAVIA (3)' },
    ]);
    const star = await given.db.from('rest_authors').select('*').eq('id', 1).single();
    expect(star.data).not.toHaveProperty('rest_label');
  });
});

describe('computed relationships', () => {
  it('embeds a set-returning function of the row as an array, ROWS 1 or a single row as an object', async () => {
    const { data, error } = await given.db
      .from('rest_authors')
      .select('name, rest_books_of(title), longest:rest_longest_book(title)')
      .eq('id', 1)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      name: 'Ursula',
      rest_books_of: [{ title: 'The Left Hand of Darkness' }, { title: 'The Dispossessed' }],
      longest: { title: 'The Dispossessed' },
    });
    const book = await given.db.from('rest_books').select('title, rest_author_of(name)').eq('id', 3).single();
    expect(book.data).toEqual({ title: 'Small Gods', rest_author_of: { name: 'Terry' } });
  });

  it('filters and limits inside the embed, and keeps parents with !inner', async () => {
    const { data, error } = await given.db
      .from('rest_authors')
      .select('name, rest_books_of!inner(title)')
      .gt('rest_books_of.pages', 290)
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Ursula', rest_books_of: [{ title: 'The Left Hand of Darkness' }, { title: 'The Dispossessed' }] },
    ]);
  });
});

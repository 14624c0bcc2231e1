import { useRestFixtures } from '../testing/contract-server';

// PostgREST's aggregates, on as with db-aggregates-enabled (docs/local-backend.md, REST).
const given = useRestFixtures();

describe('aggregates', () => {
  it('counts embedded rows with rel(count), the form of Supabase\'s examples', async () => {
    const { data, error } = await given.db.from('rest_authors').select('name, rest_books!author_id(count)').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Ursula', rest_books: [{ count: 2 }] },
      { name: 'Terry', rest_books: [{ count: 2 }] },
      { name: 'Octavia', rest_books: [{ count: 1 }] },
    ]);
  });

  it('groups by the other items: count(), col.sum(), aliases and casts', async () => {
    const { data, error } = await given.db
      .from('rest_books')
      .select('author_id, books:count(), pages.sum(), longest:pages.max()::text')
      .order('author_id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { author_id: 1, books: 2, sum: 691, longest: '387' },
      { author_id: 2, books: 2, sum: 527, longest: '284' },
      { author_id: 3, books: 1, sum: 264, longest: '264' },
    ]);
  });

  it('aggregates inside an embed, grouped by its other columns', async () => {
    const { data, error } = await given.db
      .from('rest_authors')
      .select('name, rest_books!author_id(published, pages.avg())')
      .eq('id', 2)
      .single();
    expect(error).toBeNull();
    expect(data?.rest_books).toEqual(expect.arrayContaining([{ published: true, avg: 284 }, { published: false, avg: 243 }]));
  });

  it('answers 42703 for an aggregate name used as a column, naming the embed as PostgREST does', async () => {
    const { error, status } = await given.db.from('rest_authors').select('name, rest_books!author_id(sum)');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '42703', message: 'column rest_books_1.sum does not exist' });
  });
});

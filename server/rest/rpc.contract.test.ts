import { useRestFixtures } from '../testing/contract-server';

const given = useRestFixtures();

describe('rpc (supabase-js)', () => {
  it('calls a scalar function with named arguments, defaults filled in', async () => {
    expect(await given.db.rpc('rest_add', { a: 2, b: 3 })).toMatchObject({ data: 5, error: null, status: 200 });
    expect((await given.db.rpc('rest_add', { a: 2 })).data).toBe(3);
  });

  it('calls with GET and arguments in the query', async () => {
    const { data, error } = await given.db.rpc('rest_add', { a: 40, b: 2 }, { get: true });
    expect(error).toBeNull();
    expect(data).toBe(42);
  });

  it('returns table rows of a set-returning function, with select, filters, order and count', async () => {
    const all = await given.db.rpc('rest_books_by', { author: 1 });
    expect(all.data).toHaveLength(2);
    expect(all.data[0]).toMatchObject({ id: 1, title: 'The Dispossessed', author_id: 1 });

    const { data, error, count } = await given.db
      .rpc('rest_books_by', { author: 1 }, { count: 'exact' })
      .select('title, rest_covers(color)')
      .gt('pages', 300)
      .order('pages');
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: 'The Left Hand of Darkness', rest_covers: null },
      { title: 'The Dispossessed', rest_covers: { color: 'blue' } },
    ]);
    expect(count).toBe(2);

    const single = await given.db.rpc('rest_books_by', { author: 3 }).select('title').single();
    expect(single.data).toEqual({ title: 'Kindred' });
  });

  it('returns arrays of scalars and rows of TABLE functions', async () => {
    expect((await given.db.rpc('rest_titles')).data).toEqual([
      'The Dispossessed',
      'The Left Hand of Darkness',
      'Small Gods',
      'Mort',
      'Kindred',
    ]);
    const stats = await given.db.rpc('rest_author_stats').eq('name', 'Terry');
    expect(stats.data).toEqual([{ name: 'Terry', books: 2 }]);
  });

  it('answers 204 for a void function and keeps what it wrote', async () => {
    const { status, error, data } = await given.db.rpc('rest_touch', { author: 'Nnedi' });
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(data).toBeNull();
    const { rows } = await given.server.ctx.db.query("select id from public.rest_authors where name = 'Nnedi'");
    expect(rows).toHaveLength(1);
  });

  it('passes JSON arguments through as JSON', async () => {
    const { data, error } = await given.db.rpc('rest_echo', { payload: { deep: [1, { two: 2 }] } });
    expect(error).toBeNull();
    expect(data).toEqual({ deep: [1, { two: 2 }] });
  });

  it('answers 400 P0001 with the message and hint of a raised exception', async () => {
    const { error, status } = await given.db.rpc('rest_fail', { reason: 'Not today' });
    expect(status).toBe(400);
    expect(error).toEqual({ code: 'P0001', message: 'Not today', details: null, hint: 'try again' });
  });

  it('answers 404 PGRST202 for an unknown function or arguments', async () => {
    const unknown = await given.db.rpc('rest_nothing', { x: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.rest_nothing(x) in the schema cache',
    });
    const wrongArgs = await given.db.rpc('rest_add', { c: 1 });
    expect(wrongArgs.error).toMatchObject({ code: 'PGRST202' });
  });
});

import { useRestFixtures } from '../testing/contract-server';

// Relationships PostgREST infers beyond a table's own foreign keys: through views and junction tables.
const given = useRestFixtures(async (server) => {
  for (const sql of [
    'create view public.rest_books_shown as select * from public.rest_books',
    'create table public.rest_shelves (id bigint primary key, name text not null)',
    `create table public.rest_shelf_books (
       shelf_id bigint references public.rest_shelves (id), book_id bigint references public.rest_books (id),
       primary key (shelf_id, book_id))`,
    "insert into public.rest_shelves values (1, 'favourites'), (2, 'to read')",
    'insert into public.rest_shelf_books values (1, 1), (1, 3), (2, 5)',
  ]) {
    await server.ctx.db.query(sql);
  }
  return {};
});

// A view showing a table's foreign-key column inherits its relationship (view-keys.ts); embedding by
// the column name still follows the table's own key, as PostgREST does.
it('embeds by a foreign-key column through the table when views show the key too', async () => {
  const { data, error } = await given.db.from('rest_covers').select('color, book_id(title)').eq('book_id', 1).single();
  expect(error).toBeNull();
  expect(data).toEqual({ color: 'blue', book_id: { title: 'The Dispossessed' } });
  // By the view's name the view is embedded.
  const shown = await given.db.from('rest_covers').select('rest_books_shown(title)').eq('book_id', 3).single();
  expect(shown.data).toEqual({ rest_books_shown: { title: 'Small Gods' } });
});

it('embeds many-to-many through a junction table whose primary key holds both keys', async () => {
  const { data, error } = await given.db.from('rest_shelves').select('name, rest_books(title)').order('id');
  expect(error).toBeNull();
  expect(data).toEqual([
    { name: 'favourites', rest_books: [{ title: 'The Dispossessed' }, { title: 'Small Gods' }] },
    { name: 'to read', rest_books: [{ title: 'Kindred' }] },
  ]);
  const back = await given.db.from('rest_books').select('title, rest_shelves!rest_shelf_books(name)').eq('id', 3).single();
  expect(back.data).toEqual({ title: 'Small Gods', rest_shelves: [{ name: 'favourites' }] });
});

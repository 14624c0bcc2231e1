import { useRestFixtures } from '../testing/contract-server';

// A view showing a table's foreign-key column inherits its relationship (view-keys.ts); embedding by
// the column name still follows the table's own key, as PostgREST does.
const given = useRestFixtures(async (server) => {
  await server.ctx.db.query('create view public.rest_books_shown as select * from public.rest_books');
  return {};
});

it('embeds by a foreign-key column through the table when views show the key too', async () => {
  const { data, error } = await given.db.from('rest_covers').select('color, book_id(title)').eq('book_id', 1).single();
  expect(error).toBeNull();
  expect(data).toEqual({ color: 'blue', book_id: { title: 'The Dispossessed' } });
  // By the view's name the view is embedded.
  const shown = await given.db.from('rest_covers').select('rest_books_shown(title)').eq('book_id', 3).single();
  expect(shown.data).toEqual({ rest_books_shown: { title: 'Small Gods' } });
});

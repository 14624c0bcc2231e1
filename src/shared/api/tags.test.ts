import { LIST, providesList } from './tags';

describe('providesList', () => {
  it('tags every item and the collection', () => {
    expect(providesList('Profile', [{ id: 'a' }, { id: 'b' }])).toEqual([
      { type: 'Profile', id: 'a' },
      { type: 'Profile', id: 'b' },
      { type: 'Profile', id: LIST },
    ]);
  });

  it('still tags the collection when the query failed or found nothing', () => {
    expect(providesList('Message', undefined)).toEqual([{ type: 'Message', id: LIST }]);
    expect(providesList('Message', [])).toEqual([{ type: 'Message', id: LIST }]);
  });
});

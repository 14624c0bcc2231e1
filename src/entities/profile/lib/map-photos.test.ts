import { toProfilePhotos } from './map-photos';

const photo = (id: string, position: number, is_primary = false, created_at = '2026-11-01T00:00:00Z') => ({
  id,
  url: `https://cdn.test/${id}.jpg`,
  is_primary,
  position,
  created_at,
});

describe('toProfilePhotos', () => {
  it('puts the primary photo first, then the others in the order the member chose', () => {
    const photos = toProfilePhotos([
      photo('second', 2, false, '2026-11-01T00:00:00Z'),
      photo('primary', 1, true),
      photo('first', 0, false, '2026-11-03T00:00:00Z'),
    ]);
    expect(photos.map(({ id }) => id)).toEqual(['primary', 'first', 'second']);
  });

  it('keeps the id, the URL and the primary flag', () => {
    expect(toProfilePhotos([photo('p1', 0, true)])).toEqual([{ id: 'p1', url: 'https://cdn.test/p1.jpg', isPrimary: true }]);
  });
});

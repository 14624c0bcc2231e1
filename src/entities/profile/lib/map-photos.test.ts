import { toProfilePhotos } from './map-photos';

const photo = (id: string, created_at: string, is_primary = false) => ({ id, url: `https://cdn.test/${id}.jpg`, is_primary, created_at });

describe('toProfilePhotos', () => {
  it('puts the primary photo first, then the others oldest first', () => {
    const photos = toProfilePhotos([
      photo('late', '2026-11-03T00:00:00Z'),
      photo('primary', '2026-11-02T00:00:00Z', true),
      photo('early', '2026-11-01T00:00:00Z'),
    ]);
    expect(photos.map(({ id }) => id)).toEqual(['primary', 'early', 'late']);
  });

  it('keeps the id, the URL and the primary flag', () => {
    expect(toProfilePhotos([photo('p1', '2026-11-01T00:00:00Z', true)])).toEqual([
      { id: 'p1', url: 'https://cdn.test/p1.jpg', isPrimary: true },
    ]);
  });
});

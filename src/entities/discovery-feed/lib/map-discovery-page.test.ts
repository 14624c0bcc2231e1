import { toDiscoveryPage, type DiscoveryRow } from './map-discovery-page';

const row = (id: string, overrides: Partial<DiscoveryRow> = {}): DiscoveryRow => ({
  id,
  username: `user_${id}`,
  verified: false,
  first_name: 'Noah',
  age: 31,
  gender: 'male',
  location: 'Boston',
  bio: null,
  interests: ['Hiking', 'Juggling'],
  relationship_goals: ['Marriage'],
  primary_photo_url: null,
  distance_miles: 5,
  shared_interests: ['Hiking'],
  last_active: null,
  score: 42,
  liked_me: false,
  cursor: `cursor-${id}`,
  ...overrides,
});

describe('toDiscoveryPage', () => {
  it('maps rows to cards, leaving out values of no SPEC list', () => {
    const { cards } = toDiscoveryPage([row('a', { gender: 'robot' })], 20);
    expect(cards[0]).toMatchObject({
      id: 'a',
      firstName: 'Noah',
      gender: null,
      interests: ['Hiking'],
      sharedInterests: ['Hiking'],
      distanceMiles: 5,
      score: 42,
    });
  });

  it("continues after a full page's last cursor, and ends on a shorter page", () => {
    expect(toDiscoveryPage([row('a'), row('b')], 2).nextCursor).toBe('cursor-b');
    expect(toDiscoveryPage([row('a')], 2).nextCursor).toBeNull();
    expect(toDiscoveryPage(null, 2)).toEqual({ cards: [], nextCursor: null });
  });
});

import { toPublicProfile, type PublicProfileRow } from './map-public-profile';

const row: PublicProfileRow = {
  id: 'u1',
  username: 'ava_rose',
  verified: true,
  first_name: 'Ava',
  gender: 'female',
  age: 29,
  bio: 'Hiker and cook.',
  location: 'Lisbon',
  interests: ['Hiking', 'Cooking', 'Travel', 'Reading'],
  relationship_goals: ['Long-term relationship'],
  photos: ['https://cdn.test/2.jpg', 'https://cdn.test/1.jpg'],
  last_active: '2026-11-23T09:00:00Z',
  created_at: '2026-01-01T00:00:00Z',
  body_type: 'Athletic',
  hair_type: 'Brown',
  height_cm: 170,
  education: "Master's",
  drinking: 'socially',
  smoking: 'never',
  religion: null,
  has_children: 'no',
  wants_children: 'maybe',
  photo_rows: [
    { id: 'p1', url: 'https://cdn.test/1.jpg', is_primary: false, position: 0, created_at: '2026-11-01T00:00:00Z' },
    { id: 'p2', url: 'https://cdn.test/2.jpg', is_primary: true, position: 1, created_at: '2026-11-02T00:00:00Z' },
  ],
};

describe('toPublicProfile', () => {
  it('maps the row to the domain, primary photo first', () => {
    expect(toPublicProfile(row)).toEqual({
      id: 'u1',
      username: 'ava_rose',
      firstName: 'Ava',
      age: 29,
      gender: 'female',
      bio: 'Hiker and cook.',
      location: 'Lisbon',
      interests: ['Hiking', 'Cooking', 'Travel', 'Reading'],
      relationshipGoals: ['Long-term relationship'],
      photos: [
        { id: 'p2', url: 'https://cdn.test/2.jpg', isPrimary: true },
        { id: 'p1', url: 'https://cdn.test/1.jpg', isPrimary: false },
      ],
      primaryPhotoUrl: 'https://cdn.test/2.jpg',
      lastActive: '2026-11-23T09:00:00Z',
      memberSince: '2026-01-01T00:00:00Z',
      bodyType: 'Athletic',
      hairType: 'Brown',
      heightCm: 170,
      education: "Master's",
      drinking: 'socially',
      smoking: 'never',
      religion: null,
      hasChildren: 'no',
      wantsChildren: 'maybe',
      verified: true,
    });
  });

  it('has no primary photo URL without photos', () => {
    expect(toPublicProfile({ ...row, photo_rows: [] })).toMatchObject({ photos: [], primaryPhotoUrl: null });
  });

  it('keeps last_active null when the member hides their online status', () => {
    expect(toPublicProfile({ ...row, last_active: null }).lastActive).toBeNull();
  });

  it('leaves out values that are not in the SPEC lists', () => {
    const profile = toPublicProfile({ ...row, gender: 'robot', interests: ['Hiking', 'Knitting'], drinking: 'always' });
    expect(profile).toMatchObject({ gender: null, interests: ['Hiking'], drinking: null });
  });
});

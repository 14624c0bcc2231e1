import { toOwnProfile, type OwnProfileRow } from './map-own-profile';

const row: OwnProfileRow = {
  id: 'u1',
  username: 'ava_rose',
  preferred_verified_only: false,
  first_name: 'Ava',
  last_name: 'Rose',
  full_name: 'Ava Rose',
  email: 'ava@example.com',
  gender: 'female',
  birth_date: '1995-06-15',
  age: 30,
  basics_complete: true,
  bio: null,
  location: 'Lisbon, Portugal',
  place_id: 2267057,
  geo_cell: 46250,
  interests: [],
  relationship_goals: [],
  photos: [],
  last_active: '2026-11-23T09:00:00Z',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-11-20T00:00:00Z',
  preferred_distance: 25,
  preferred_age_min: 28,
  preferred_age_max: 40,
  preferred_income_min: 0,
  preferred_income_max: 500000,
  preferred_genders: ['male', 'non-binary'],
  preferred_hair_types: ['Brown'],
  preferred_body_types: ['Athletic', 'Slim'],
  preferred_height_min: 160,
  preferred_height_max: 190,
  preferred_relationship_goals: ['Marriage'],
  preferred_education: ["Master's"],
  preferred_drinking: 'socially',
  preferred_smoking: null,
  preferred_religion: 'Buddhist',
  preferred_has_children: 'no',
  preferred_wants_children: 'maybe',
  body_type: null,
  hair_type: null,
  height_cm: null,
  income: 60000,
  education: null,
  drinking: null,
  smoking: null,
  religion: null,
  has_children: null,
  wants_children: null,
  visibility: 'matches',
  show_online_status: false,
  locale: 'de',
  notify_new_matches: true,
  notify_messages: true,
  notify_profile_likes: false,
  notify_profile_views: true,
  notify_special_offers: false,
  notify_email_digest: false,
  hide_message_previews: false,
  photo_rows: [],
};

describe('toOwnProfile', () => {
  it('keeps the private fields, preferences and settings the owner may read', () => {
    expect(toOwnProfile(row, new Date(2026, 10, 23))).toMatchObject({
      id: 'u1',
      firstName: 'Ava',
      lastName: 'Rose',
      fullName: 'Ava Rose',
      email: 'ava@example.com',
      birthDate: '1995-06-15',
      basicsComplete: true,
      placeId: 2267057,
      location: 'Lisbon, Portugal',
      income: 60000,
      preferences: {
        distance: 25,
        ageRange: [28, 40],
        incomeRange: [0, 500000],
        genders: ['male', 'non-binary'],
        hairTypes: ['Brown'],
        verifiedOnly: false,
        bodyTypes: ['Athletic', 'Slim'],
      },
      visibility: 'matches',
      showOnlineStatus: false,
      locale: 'de',
      notifications: { newMatches: true, messages: true, profileLikes: false, profileViews: true, specialOffers: false, emailDigest: false, hideMessagePreviews: false },
      updatedAt: '2026-11-20T00:00:00Z',
      // The owner always sees their own activity.
      lastActive: '2026-11-23T09:00:00Z',
    });
  });

  it('keeps the filters saved beyond the SPEC, null selects as null and unknown values out', () => {
    expect(toOwnProfile({ ...row, preferred_education: ["Master's", 'Clown school'] }).preferences).toMatchObject({
      heightRange: [160, 190],
      relationshipGoals: ['Marriage'],
      education: ["Master's"],
      drinking: 'socially',
      smoking: null,
      religion: 'Buddhist',
      hasChildren: 'no',
      wantsChildren: 'maybe',
    });
  });

  it("gives today's age from the birth date, not the age stored at the last write", () => {
    expect(toOwnProfile({ ...row, age: 30 }, new Date(2026, 5, 14)).age).toBe(30);
    expect(toOwnProfile({ ...row, age: 30 }, new Date(2026, 5, 15)).age).toBe(31);
    expect(toOwnProfile({ ...row, birth_date: null, age: null }).age).toBeNull();
  });
});

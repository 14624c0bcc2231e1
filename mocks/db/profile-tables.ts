import type { Tables } from '@/shared/api';
import { createTable, type Table } from './table';

/** public.profiles, typed from the schema: a new column is a compile error here until it has a default. */
export type MockProfile = Tables<'profiles'>;

// Several columns a line: the list mirrors the migration, in its order.
const profileDefaults = (now: string): Omit<MockProfile, 'id' | 'username'> => ({
  first_name: null, last_name: null, full_name: null, email: null, gender: null, birth_date: null, age: null,
  bio: null, location: null, interests: [], relationship_goals: [], photos: [],
  last_active: now, created_at: now, updated_at: now,
  preferred_distance: 50, preferred_age_min: 18, preferred_age_max: 100,
  preferred_income_min: 0, preferred_income_max: 1_000_000,
  preferred_genders: [], preferred_hair_types: [], preferred_body_types: [],
  body_type: null, hair_type: null, height_cm: null, income: null, education: null,
  drinking: null, smoking: null, religion: null, has_children: null, wants_children: null,
  visibility: 'everyone', show_online_status: true,
  notify_new_matches: true, notify_messages: true, notify_profile_likes: true,
  notify_profile_views: true, notify_special_offers: true,
  place_id: null,
  preferred_height_min: 0, preferred_height_max: 300,
  preferred_relationship_goals: [], preferred_education: [],
  preferred_drinking: null, preferred_smoking: null, preferred_religion: null,
  preferred_has_children: null, preferred_wants_children: null,
  // The database derives it from the name and birth date; mock members are registered ones unless a
  // test of a Google sign-up says otherwise.
  basics_complete: true,
});

export const createProfilesTable = () =>
  createTable<MockProfile>({
    create: (input) => ({
      id: crypto.randomUUID(),
      username: `member_${crypto.randomUUID().slice(0, 8)}`,
      ...profileDefaults(new Date().toISOString()),
      ...input,
    }),
    unique: [
      { constraint: 'profiles_pkey', column: 'id', value: (profile) => profile.id },
      // Case-insensitive, as the migration's index on lower(username).
      { constraint: 'profiles_username_lower_key', column: 'lower(username)', value: (profile) => profile.username.toLowerCase() },
    ],
  });

/** public.photos, typed from the schema. */
export type MockPhoto = Tables<'photos'>;

export function createPhotosTable(): Table<MockPhoto> {
  const table: Table<MockPhoto> = createTable<MockPhoto>({
    create: (input): MockPhoto => {
      // As the insert trigger: a member's first photo is primary, and a new photo goes after the others.
      const others = input.user_id ? table.findMany({ user_id: input.user_id }) : [];
      return {
        id: crypto.randomUUID(),
        user_id: '',
        url: 'https://example.com/photo.jpg',
        is_primary: others.length === 0,
        position: others.reduce((next, photo) => Math.max(next, photo.position + 1), 0),
        created_at: new Date().toISOString(),
        ...input,
        // As photos_check_url: the object's name, taken from its public URL.
        storage_path: input.url?.split('/object/public/profile-photos/')[1] ?? input.storage_path ?? null,
      };
    },
    unique: [{ constraint: 'photos_pkey', column: 'id', value: (photo) => photo.id }],
  });
  return table;
}

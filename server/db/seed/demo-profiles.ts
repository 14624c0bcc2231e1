import type { ProfileTraits } from './profile-details';

/** Six sample people with varied genders, ages, interests, goals and places. */
export interface DemoProfile extends ProfileTraits {
  /** Stable ids, so links in docs and tests survive a reset. */
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  gender: 'male' | 'female' | 'non-binary' | 'other';
  age: number;
  bio: string;
  /** The member's city: a GeoNames id of public.places, whose label becomes profiles.location. */
  place_id: number;
}

export const DEMO_PROFILES: DemoProfile[] = [
  {
    id: 'd0000000-0000-4000-8000-000000000001', username: 'ava', first_name: 'Ava', last_name: 'Thompson',
    gender: 'female', age: 28, place_id: 5128581 /* New York City, NY */,
    bio: 'Product designer who sketches on the subway. Looking for someone to explore galleries and ramen spots with.',
    interests: ['Art', 'Travel', 'Photography', 'Food'], relationship_goals: ['Long-term relationship'],
    body_type: 'Slim', hair_type: 'Brown', height_cm: 168, education: "Master's",
    drinking: 'socially', smoking: 'never', has_children: 'no', wants_children: 'maybe',
  },
  {
    id: 'd0000000-0000-4000-8000-000000000002', username: 'noah', first_name: 'Noah', last_name: 'Bennett',
    gender: 'male', age: 31, place_id: 5110302 /* Brooklyn, NY */,
    bio: 'Software engineer by day, trail runner by weekend. I make a mean shakshuka.',
    interests: ['Hiking', 'Cooking', 'Technology', 'Coffee'], relationship_goals: ['Long-term relationship', 'Marriage'],
    body_type: 'Athletic', hair_type: 'Black', height_cm: 183, education: "Bachelor's",
    drinking: 'rarely', smoking: 'never', has_children: 'no', wants_children: 'yes',
  },
  {
    id: 'd0000000-0000-4000-8000-000000000003', username: 'sofia', first_name: 'Sofia', last_name: 'Martinez',
    gender: 'female', age: 25, place_id: 4671654 /* Austin, TX */,
    bio: 'Music teacher and weekend salsa dancer. Tell me your favourite album and I will tell you who you are.',
    interests: ['Music', 'Dancing', 'Languages', 'Travel'], relationship_goals: ['Casual dating', 'Not sure yet'],
    body_type: 'Curvy', hair_type: 'Black', height_cm: 160, education: "Bachelor's",
    drinking: 'socially', smoking: 'never', has_children: 'no', wants_children: 'maybe',
  },
  {
    id: 'd0000000-0000-4000-8000-000000000004', username: 'river', first_name: 'River', last_name: 'Chen',
    gender: 'non-binary', age: 29, place_id: 5746545 /* Portland, OR */,
    bio: 'Illustrator, plant parent and board game host. Happiest with a good book and a rainy afternoon.',
    interests: ['Reading', 'Art', 'Gaming', 'Pets'], relationship_goals: ['Friendship', 'Long-term relationship'],
    body_type: 'Average', hair_type: 'Red', height_cm: 172, education: 'Some College',
    drinking: 'rarely', smoking: 'never', has_children: 'no', wants_children: 'no',
  },
  {
    id: 'd0000000-0000-4000-8000-000000000005', username: 'marcus', first_name: 'Marcus', last_name: 'Johnson',
    gender: 'male', age: 36, place_id: 4887398 /* Chicago, IL */,
    bio: 'Chef who still loves a diner breakfast. Father of one great kid, looking for a partner in crime.',
    interests: ['Cooking', 'Food', 'Wine', 'Sports'], relationship_goals: ['Long-term relationship'],
    body_type: 'Muscular', hair_type: 'Black', height_cm: 188, education: 'Trade School',
    drinking: 'socially', smoking: 'never', has_children: 'yes', wants_children: 'maybe',
  },
  {
    id: 'd0000000-0000-4000-8000-000000000006', username: 'elena', first_name: 'Elena', last_name: 'Rossi',
    gender: 'female', age: 42, place_id: 5391959 /* San Francisco, CA */,
    bio: 'Research scientist, yoga before sunrise, history podcasts on long drives.',
    interests: ['Science', 'Yoga', 'Meditation', 'History'], relationship_goals: ['Marriage'],
    body_type: 'Slim', hair_type: 'Blonde', height_cm: 170, education: 'Doctorate',
    drinking: 'rarely', smoking: 'never', has_children: 'no', wants_children: 'no',
  },
];

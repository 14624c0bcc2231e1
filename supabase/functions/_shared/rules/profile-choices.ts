// The closed lists of SPEC §3, keyed by the list names of the SQL function
// private.profile_choices(list), which the database's CHECK constraints call. This module imports
// nothing, so a server test can compare the two lists by list.
export const PROFILE_CHOICES = {
  gender: ['male', 'female', 'non-binary', 'other'],
  body_type: ['Athletic', 'Average', 'Slim', 'Curvy', 'Muscular', 'Plus-size', 'Other'],
  hair_type: ['Black', 'Brown', 'Blonde', 'Red', 'Gray', 'White', 'Other'],
  relationship_goal: ['Long-term relationship', 'Marriage', 'Casual dating', 'Friendship', 'Not sure yet'],
  education: ['High School', 'Some College', "Bachelor's", "Master's", 'Doctorate', 'Trade School'],
  drinking: ['never', 'rarely', 'socially', 'regularly'],
  smoking: ['never', 'occasionally', 'regularly'],
  has_children: ['yes', 'no'],
  wants_children: ['yes', 'no', 'maybe'],
  interest: [
    'Travel', 'Photography', 'Cooking', 'Fitness', 'Reading', 'Music', 'Art', 'Movies', 'Gaming',
    'Hiking', 'Dancing', 'Writing', 'Technology', 'Fashion', 'Sports', 'Yoga', 'Meditation', 'Food',
    'Wine', 'Coffee', 'Pets', 'Volunteering', 'Languages', 'Science', 'History',
  ],
} as const satisfies Record<string, readonly string[]>;

export type ProfileChoiceList = keyof typeof PROFILE_CHOICES;
export type ProfileChoice<List extends ProfileChoiceList> = (typeof PROFILE_CHOICES)[List][number];
export type Gender = ProfileChoice<'gender'>;
export type Interest = ProfileChoice<'interest'>;

/** Who may see a profile (profiles.visibility; a CHECK of its own, not a profile_choices list). */
export const PROFILE_VISIBILITIES = ['everyone', 'matches', 'nobody'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];

export function isProfileChoice<List extends ProfileChoiceList>(list: List, value: unknown): value is ProfileChoice<List> {
  return (PROFILE_CHOICES[list] as readonly unknown[]).includes(value);
}

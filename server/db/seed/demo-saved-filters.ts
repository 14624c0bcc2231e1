/**
 * The demo accounts' saved Dating Preferences: what each is looking for, so that each feed opens
 * with people who fit (the demo world has a cohort near every account's city).
 */
export const DEMO_SAVED_FILTERS: Record<string, Record<string, unknown>> = {
  ava: { preferred_genders: ['male'], preferred_age_min: 26, preferred_age_max: 40, preferred_distance: 50 },
  noah: { preferred_genders: ['female'], preferred_age_min: 24, preferred_age_max: 36, preferred_distance: 50 },
  sofia: { preferred_genders: ['male'], preferred_age_min: 22, preferred_age_max: 35, preferred_distance: 60 },
  river: { preferred_genders: [], preferred_age_min: 24, preferred_age_max: 42, preferred_distance: 100 },
  marcus: {
    preferred_genders: ['female'], preferred_age_min: 28, preferred_age_max: 46, preferred_distance: 50,
    preferred_relationship_goals: ['Long-term relationship', 'Marriage'],
  },
  elena: {
    preferred_genders: ['male'], preferred_age_min: 36, preferred_age_max: 58, preferred_distance: 60,
    preferred_smoking: 'never',
  },
};

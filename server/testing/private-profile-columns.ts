/**
 * The columns of profiles that only their owner may read (SPEC §3 fields that are personal data or
 * settings, plus what derives from them). Every other column is public: public_profiles shows it.
 */
export const PRIVATE_PROFILE_COLUMNS = [
  'last_name',
  'full_name',
  'email',
  'birth_date',
  'income',
  'preferred_distance',
  'preferred_age_min',
  'preferred_age_max',
  'preferred_income_min',
  'preferred_income_max',
  'preferred_genders',
  'preferred_hair_types',
  'preferred_body_types',
  'preferred_height_min',
  'preferred_height_max',
  'preferred_relationship_goals',
  'preferred_education',
  'preferred_drinking',
  'preferred_smoking',
  'preferred_religion',
  'preferred_has_children',
  'preferred_wants_children',
  'preferred_verified_only',
  'visibility',
  'show_online_status',
  'notify_new_matches',
  'notify_messages',
  'notify_profile_likes',
  'notify_profile_views',
  'notify_special_offers',
  'notify_email_digest',
  'hide_message_previews',
  // The language she reads Ascend in (docs/i18n.md).
  'locale',
  // When someone last edited their profile tells when they were last active.
  'updated_at',
  // The chosen city's row (with its coordinates); others see its label in location.
  'place_id',
  // The 1° cell of that city (the feed reads activity by it): it narrows where she lives.
  'geo_cell',
  // Whether the name and birth date are given: derived from the private birth date.
  'basics_complete',
] as const;

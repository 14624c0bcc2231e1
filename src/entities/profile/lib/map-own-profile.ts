import type { Tables } from '@/shared/api';
import { PROFILE_VISIBILITIES } from '@/shared/config';
import { isLocale } from '@/shared/i18n';
import { ageInYears } from '@/shared/lib';
import type { OwnProfile } from '../model/own-profile';
import { choiceOrNull, knownChoices } from './choices';
import type { PhotoRow } from './map-photos';
import { toPublicProfile } from './map-public-profile';

/** The member's own profiles row with its photos embedded as `photo_rows`. */
export type OwnProfileRow = Tables<'profiles'> & { photo_rows: PhotoRow[] };

export function toOwnProfile(row: OwnProfileRow, today: Date = new Date()): OwnProfile {
  return {
    ...toPublicProfile(row),
    // The stored age is as of the row's last write; the birth date gives today's.
    age: (row.birth_date === null ? null : ageInYears(row.birth_date, today)) ?? row.age,
    lastName: row.last_name,
    fullName: row.full_name,
    email: row.email,
    birthDate: row.birth_date,
    basicsComplete: row.basics_complete,
    placeId: row.place_id,
    income: row.income,
    preferences: {
      distance: row.preferred_distance,
      ageRange: [row.preferred_age_min, row.preferred_age_max],
      incomeRange: [row.preferred_income_min, row.preferred_income_max],
      genders: knownChoices('gender', row.preferred_genders),
      hairTypes: knownChoices('hair_type', row.preferred_hair_types),
      bodyTypes: knownChoices('body_type', row.preferred_body_types),
      heightRange: [row.preferred_height_min, row.preferred_height_max],
      relationshipGoals: knownChoices('relationship_goal', row.preferred_relationship_goals),
      education: knownChoices('education', row.preferred_education),
      drinking: choiceOrNull('drinking', row.preferred_drinking),
      smoking: choiceOrNull('smoking', row.preferred_smoking),
      religion: row.preferred_religion,
      hasChildren: choiceOrNull('has_children', row.preferred_has_children),
      wantsChildren: choiceOrNull('wants_children', row.preferred_wants_children),
      verifiedOnly: row.preferred_verified_only,
    },
    // 'everyone' is the database's default; the CHECK allows nothing outside the list.
    visibility: PROFILE_VISIBILITIES.find((visibility) => visibility === row.visibility) ?? 'everyone',
    showOnlineStatus: row.show_online_status,
    locale: isLocale(row.locale) ? row.locale : null,
    notifications: {
      newMatches: row.notify_new_matches,
      messages: row.notify_messages,
      profileLikes: row.notify_profile_likes,
      profileViews: row.notify_profile_views,
      specialOffers: row.notify_special_offers,
      emailDigest: row.notify_email_digest,
      hideMessagePreviews: row.hide_message_previews,
    },
    updatedAt: row.updated_at,
  };
}

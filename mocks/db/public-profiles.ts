import type { Database } from '@/shared/api';
import type { MockProfile, MockUser } from '../db';

export type MockPublicProfile = Database['public']['Views']['public_profiles']['Row'];

/** The view's columns, in its order: everything but the private ones (e-mail, birth date, settings...). */
export const PUBLIC_PROFILE_COLUMNS = [
  'id', 'username', 'first_name', 'gender', 'age', 'bio', 'location', 'interests', 'relationship_goals',
  'photos', 'last_active', 'created_at', 'body_type', 'hair_type', 'height_cm', 'education', 'drinking',
  'smoking', 'religion', 'has_children', 'wants_children',
] as const satisfies readonly (keyof MockPublicProfile)[];

/** Whole years since the birth date, as the database's age_in_years(). */
function ageInYears(birthDate: string | null, today = new Date()): number | null {
  if (!birthDate) return null;
  const [year, month, day] = birthDate.split('-').map(Number);
  const beforeBirthday = today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  return today.getFullYear() - year - (beforeBirthday ? 1 : 0);
}

function publicPart(profile: MockProfile): MockPublicProfile {
  const row = Object.fromEntries(PUBLIC_PROFILE_COLUMNS.map((column) => [column, profile[column]]));
  return {
    ...(row as MockPublicProfile),
    age: ageInYears(profile.birth_date),
    // Only when its owner shows their online status.
    last_active: profile.show_online_status ? profile.last_active : null,
  };
}

/**
 * The public_profiles view: the public columns of the profiles visible to a signed-in caller. The
 * mock has no interests table yet, so a "matches" profile shows only to its owner.
 */
export function publicProfilesFor(profiles: MockProfile[], caller: MockUser | null): MockPublicProfile[] {
  if (!caller) return [];
  return profiles.filter((profile) => profile.visibility === 'everyone' || profile.id === caller.id).map(publicPart);
}

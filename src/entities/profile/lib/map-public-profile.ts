import type { Tables } from '@/shared/api';
import type { PublicProfile } from '../model/profile';
import { choiceOrNull, knownChoices } from './choices';
import { toProfilePhotos, type PhotoRow } from './map-photos';

/**
 * Columns that are NOT NULL in profiles. The generator types every column of a view as nullable,
 * so the query narrows these (`overrideTypes`).
 */
export interface PublicProfileNotNull {
  id: string;
  username: string;
  created_at: string;
  interests: string[];
  relationship_goals: string[];
}

/** A public_profiles row with its photos embedded as `photo_rows`. */
export type PublicProfileRow = Omit<Tables<'public_profiles'>, keyof PublicProfileNotNull> &
  PublicProfileNotNull & { photo_rows: PhotoRow[] };

/** The columns of profiles the view shows, so the owner's whole row maps the same way. */
type PublicColumns = Omit<PublicProfileRow, 'photos' | 'verified'> & { verified?: boolean | null };

export function toPublicProfile(row: PublicColumns): PublicProfile {
  const photos = toProfilePhotos(row.photo_rows);
  return {
    id: row.id,
    username: row.username,
    firstName: row.first_name,
    age: row.age,
    gender: choiceOrNull('gender', row.gender),
    bio: row.bio,
    location: row.location,
    interests: knownChoices('interest', row.interests),
    relationshipGoals: knownChoices('relationship_goal', row.relationship_goals),
    photos,
    primaryPhotoUrl: photos[0]?.url ?? null,
    lastActive: row.last_active,
    memberSince: row.created_at,
    bodyType: choiceOrNull('body_type', row.body_type),
    hairType: choiceOrNull('hair_type', row.hair_type),
    heightCm: row.height_cm,
    education: choiceOrNull('education', row.education),
    drinking: choiceOrNull('drinking', row.drinking),
    smoking: choiceOrNull('smoking', row.smoking),
    religion: row.religion,
    hasChildren: choiceOrNull('has_children', row.has_children),
    wantsChildren: choiceOrNull('wants_children', row.wants_children),
    verified: row.verified === true,
  };
}

import type { Database } from '@/shared/api';
import { isProfileChoice, type ProfileChoiceList } from '@/shared/config';
import type { DiscoveryCard, DiscoveryPage } from '../model/discovery-card';

type GeneratedRow = Database['public']['Functions']['get_discovery_feed']['Returns'][number];
type NullableColumn = 'first_name' | 'age' | 'gender' | 'location' | 'bio' | 'primary_photo_url' | 'distance_miles' | 'last_active';

/** A feed row. The generator types every RETURNS TABLE column as NOT NULL; these can be null. */
export type DiscoveryRow = Omit<GeneratedRow, NullableColumn> & { [Column in NullableColumn]: GeneratedRow[Column] | null };

// The database keeps only listed values (CHECKs with profile_choices); one this bundle does not know
// can only come from a newer schema and is left out rather than shown raw.
const known = <List extends ProfileChoiceList>(list: List, values: readonly string[] | null) =>
  (values ?? []).filter((value) => isProfileChoice(list, value));

export function toDiscoveryCard(row: DiscoveryRow): DiscoveryCard {
  return {
    id: row.id,
    username: row.username,
    firstName: row.first_name,
    age: row.age,
    gender: isProfileChoice('gender', row.gender) ? row.gender : null,
    location: row.location,
    bio: row.bio,
    interests: known('interest', row.interests),
    relationshipGoals: known('relationship_goal', row.relationship_goals),
    primaryPhotoUrl: row.primary_photo_url,
    distanceMiles: row.distance_miles,
    sharedInterests: known('interest', row.shared_interests),
    lastActive: row.last_active,
    score: row.score,
    likedMe: row.liked_me,
    verified: row.verified,
  };
}

/** A page of rows; fewer than a full page means the feed ends here. */
export function toDiscoveryPage(rows: readonly DiscoveryRow[] | null, pageSize: number): DiscoveryPage {
  const list = rows ?? [];
  const last = list.at(-1);
  return {
    cards: list.map(toDiscoveryCard),
    nextCursor: list.length >= pageSize && last ? last.cursor : null,
  };
}

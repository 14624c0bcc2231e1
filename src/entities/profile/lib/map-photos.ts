import type { Tables } from '@/shared/api';
import type { ProfilePhoto } from '../model/profile';

/** The photo columns the profile queries embed. */
export type PhotoRow = Pick<Tables<'photos'>, 'id' | 'url' | 'is_primary' | 'position' | 'created_at'>;

/** Primary first, then the member's chosen order: the order get_profile_with_photos and profiles.photos use. */
function byPrimaryThenPosition(a: PhotoRow, b: PhotoRow): number {
  if (a.is_primary !== b.is_primary) return a.is_primary ? -1 : 1;
  return a.position - b.position || a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);
}

export function toProfilePhotos(rows: readonly PhotoRow[]): ProfilePhoto[] {
  return [...rows].sort(byPrimaryThenPosition).map((row) => ({ id: row.id, url: row.url, isPrimary: row.is_primary }));
}

import type { Database } from '@/shared/api';
import type { MemberRelationship, Relationship } from '../model/relationship';

type GeneratedRow = Database['public']['Functions']['get_relationship']['Returns'][number];
type NullableColumn = 'interest_id' | 'interest_message' | 'username' | 'first_name' | 'age' | 'primary_photo_url' | 'show_online_status';

/**
 * get_relationship's one row. The generator types every RETURNS TABLE column as NOT NULL; the
 * interest's are null unless they like the member, the card's when the member is hidden from her.
 */
export type RelationshipRow = Omit<GeneratedRow, NullableColumn> & { [Column in NullableColumn]: GeneratedRow[Column] | null };

function relationshipOf(row: RelationshipRow): Relationship {
  switch (row.status) {
    case 'matched':
      return { kind: 'matched' };
    case 'they_like_you':
      return { kind: 'theyLikeYou', interestId: row.interest_id!, message: row.interest_message };
    case 'interest_sent':
      return { kind: 'interestSent' };
    default:
      return { kind: 'none' };
  }
}

export function toMemberRelationship(row: RelationshipRow): MemberRelationship {
  return {
    relationship: relationshipOf(row),
    partner: {
      id: row.member_id,
      username: row.username,
      firstName: row.first_name,
      age: row.age,
      photoUrl: row.primary_photo_url,
      showOnlineStatus: row.show_online_status === true,
      verified: row.verified,
    },
  };
}

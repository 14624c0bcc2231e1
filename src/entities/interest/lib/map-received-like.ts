import type { Database } from '@/shared/api';
import type { ReceivedLike } from '../model/received-like';

type Row = Database['public']['Functions']['get_received_interests']['Returns'][number];
type Nullable = 'message' | 'username' | 'first_name' | 'age' | 'primary_photo_url';

/** A get_received_interests() row: the interest with its sender's public card (generated types miss the nulls). */
export type ReceivedLikeRow = Omit<Row, Nullable> & { [Column in Nullable]: Row[Column] | null };

export function toReceivedLike(row: ReceivedLikeRow): ReceivedLike {
  return {
    id: row.id,
    senderId: row.sender_id,
    message: row.message,
    createdAt: row.created_at,
    sender: {
      id: row.sender_id,
      username: row.username ?? '',
      firstName: row.first_name,
      age: row.age,
      primaryPhotoUrl: row.primary_photo_url,
    },
  };
}

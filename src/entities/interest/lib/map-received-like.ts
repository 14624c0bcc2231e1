import type { Tables } from '@/shared/api';
import type { ReceivedLike } from '../model/received-like';

type SenderColumns = Pick<Tables<'public_profiles'>, 'id' | 'username' | 'first_name' | 'age' | 'photos'>;

/** An interests row with its sender's public profile embedded as `sender`. */
export type ReceivedLikeRow = Pick<Tables<'interests'>, 'id' | 'sender_id' | 'message' | 'created_at'> & { sender: SenderColumns };

export function toReceivedLike(row: ReceivedLikeRow): ReceivedLike {
  const { sender } = row;
  return {
    id: row.id,
    senderId: row.sender_id,
    message: row.message,
    createdAt: row.created_at,
    sender: {
      // The view types every column as nullable; id and username are NOT NULL in profiles.
      id: sender.id ?? row.sender_id,
      username: sender.username ?? '',
      firstName: sender.first_name,
      age: sender.age,
      // profiles.photos lists the member's photo URLs primary first.
      primaryPhotoUrl: sender.photos?.[0] ?? null,
    },
  };
}

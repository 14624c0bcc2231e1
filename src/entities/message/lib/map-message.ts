import type { Tables } from '@/shared/api';
import type { Message, ReadReceipt } from '../model/message';

/**
 * A message as the API gives it. read_at comes only from get_messages (by plan for sent messages):
 * members may not select the column, so a select on messages and its realtime events leave it out.
 */
export type MessageRow = Omit<Tables<'messages'>, 'read_at'> & { read_at?: string | null };

/** The columns of messages a member may select (docs/plans.md, Read receipts). */
export const MESSAGE_COLUMNS = 'id, sender_id, receiver_id, content, created_at';

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    senderId: row.sender_id,
    receiverId: row.receiver_id,
    content: row.content,
    createdAt: row.created_at,
    readAt: row.read_at ?? null,
  };
}

export function toReadReceipt(row: Tables<'read_receipts'>): ReadReceipt {
  return { id: row.message_id, senderId: row.sender_id, receiverId: row.receiver_id, readAt: row.read_at };
}

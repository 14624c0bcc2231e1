import type { Tables } from '@/shared/api';
import type { Message } from '../model/message';

export type MessageRow = Tables<'messages'>;

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    senderId: row.sender_id,
    receiverId: row.receiver_id,
    content: row.content,
    createdAt: row.created_at,
    readAt: row.read_at,
  };
}

import type { Conversation, ConversationPage } from '../model/conversation';
import type { Message } from '../model/message';
import type { ConversationRow } from './conversation-row';

function lastMessageOf(row: ConversationRow, me: string): Message | undefined {
  if (!row.last_message_id || !row.last_message_sender_id || row.last_message_content === null || !row.last_message_at) return undefined;
  const fromMe = row.last_message_sender_id === me;
  return {
    id: row.last_message_id,
    senderId: row.last_message_sender_id,
    receiverId: fromMe ? row.partner_id : me,
    content: row.last_message_content,
    createdAt: row.last_message_at,
    readAt: row.last_message_read_at,
  };
}

export function toConversation(row: ConversationRow, me: string): Conversation {
  return {
    partner: {
      id: row.partner_id,
      username: row.username,
      firstName: row.first_name,
      age: row.age,
      photoUrl: row.primary_photo_url,
      // A hidden partner's status is unknown: no dot.
      showOnlineStatus: row.show_online_status === true,
    },
    lastMessage: lastMessageOf(row, me),
    unreadCount: row.unread_count,
    activityAt: row.activity_at,
    cursor: row.cursor,
  };
}

/** A page of rows; fewer than a full page means the list ends here. */
export function toConversationPage(rows: readonly ConversationRow[] | null, me: string, pageSize: number): ConversationPage {
  const list = rows ?? [];
  return {
    conversations: list.map((row) => toConversation(row, me)),
    nextCursor: list.length < pageSize ? null : (list.at(-1)?.cursor ?? null),
  };
}

import type { ConversationRow } from './conversation-row';
import { toConversation, toConversationPage } from './map-conversation';

const row: ConversationRow = {
  partner_id: 'noah',
  username: 'noah',
  first_name: 'Noah',
  age: 31,
  primary_photo_url: 'https://cdn.test/noah.jpg',
  show_online_status: true,
  last_message_id: 'm1',
  last_message_sender_id: 'ava',
  last_message_content: 'Hi Noah',
  last_message_at: '2026-11-23T10:00:00Z',
  last_message_read_at: null,
  unread_count: 0,
  matched_at: '2026-11-20T10:00:00Z',
  activity_at: '2026-11-23T10:00:00Z',
  cursor: 'c1',
};

describe('toConversation', () => {
  it("maps the partner and the last message, whose receiver is the other one of the pair", () => {
    expect(toConversation(row, 'ava')).toEqual({
      partner: { id: 'noah', username: 'noah', firstName: 'Noah', age: 31, photoUrl: 'https://cdn.test/noah.jpg', showOnlineStatus: true },
      lastMessage: { id: 'm1', senderId: 'ava', receiverId: 'noah', content: 'Hi Noah', createdAt: '2026-11-23T10:00:00Z', readAt: null },
      unreadCount: 0,
      activityAt: '2026-11-23T10:00:00Z',
      cursor: 'c1',
    });
    expect(toConversation({ ...row, last_message_sender_id: 'noah' }, 'ava').lastMessage?.receiverId).toBe('ava');
  });

  it('has no last message for a match without one, and no online dot for a hidden partner', () => {
    const hidden = { ...row, username: null, first_name: null, age: null, primary_photo_url: null, show_online_status: null };
    const silent = { ...hidden, last_message_id: null, last_message_sender_id: null, last_message_content: null, last_message_at: null };
    const conversation = toConversation(silent, 'ava');
    expect(conversation.lastMessage).toBeUndefined();
    expect(conversation.partner).toEqual({ id: 'noah', username: null, firstName: null, age: null, photoUrl: null, showOnlineStatus: false });
  });
});

describe('toConversationPage', () => {
  it("continues after a full page's last cursor and ends on a short one", () => {
    expect(toConversationPage([row, { ...row, partner_id: 'sofia', cursor: 'c2' }], 'ava', 2).nextCursor).toBe('c2');
    expect(toConversationPage([row], 'ava', 2).nextCursor).toBeNull();
    expect(toConversationPage(null, 'ava', 2)).toEqual({ conversations: [], nextCursor: null });
  });
});

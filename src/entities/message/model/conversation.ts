import type { Message } from './message';

/**
 * The other member of a conversation, as public_profiles shows them to the member: every field but
 * the id is null when the partner hides their profile (the list says 'Ascend member').
 */
export interface ConversationPartner {
  id: string;
  username: string | null;
  firstName: string | null;
  age: number | null;
  photoUrl: string | null;
  showOnlineStatus: boolean;
}

/** SPEC §3: derived, not stored. A match with no message yet is a conversation too. */
export interface Conversation {
  partner: ConversationPartner;
  lastMessage?: Message;
  /** Messages from the partner the member has not read. */
  unreadCount: number;
  /** The last message's time, else the match's: what the list is ordered by, newest first. */
  activityAt: string;
  /** The keyset position the server gave this row (opaque). */
  cursor: string;
}

/** One page of get_conversations, and where the next starts (null at the end). */
export interface ConversationPage {
  conversations: Conversation[];
  nextCursor: string | null;
}

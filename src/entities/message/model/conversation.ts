import type { MatchPartner } from '@/entities/match/@x/message';
import type { Message } from './message';

/** SPEC §3: derived, not stored. A match with no message yet is a conversation too. */
export interface Conversation {
  /** As public_profiles shows them to the member: every field but the id null when hidden ('Ascend member'). */
  partner: MatchPartner;
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

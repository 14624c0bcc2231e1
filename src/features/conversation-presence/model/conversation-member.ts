/** What the presence channel needs of each member of a conversation. */
export interface ConversationMember {
  id: string;
  /** The member's own setting: off, they are never shown online (and their client does not announce it). */
  showOnlineStatus: boolean;
}

export interface ConversationPresence {
  partnerOnline: boolean;
  partnerTyping: boolean;
  /** Call on every keystroke in the composer: it broadcasts at most once per TYPING_BROADCAST_INTERVAL_MS. */
  notifyTyping: () => void;
}

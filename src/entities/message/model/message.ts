/** A message between two matched members (SPEC §3). */
export interface Message {
  /** Chosen by the sender's client, so that a retried send stores one row. */
  id: string;
  senderId: string;
  receiverId: string;
  /** Stored trimmed, 1 to MESSAGE_MAX_LENGTH characters. */
  content: string;
  createdAt: string;
  /** When the receiver opened the conversation; null while unread. */
  readAt: string | null;
}

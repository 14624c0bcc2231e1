/** A message between two matched members (SPEC §3). */
export interface Message {
  /** Chosen by the sender's client, so that a retried send stores one row. */
  id: string;
  senderId: string;
  receiverId: string;
  /** Stored trimmed, 1 to MESSAGE_MAX_LENGTH characters. */
  content: string;
  createdAt: string;
  /**
   * When the receiver opened the conversation; null while unread. On the member's own messages the
   * database sends it only when her plan includes read receipts (docs/plans.md), else it stays null.
   */
  readAt: string | null;
}

/** The partner read one of the member's messages: sent live only on a plan with read receipts. */
export type ReadReceipt = Pick<Message, 'id' | 'senderId' | 'receiverId'> & { readAt: string };

/** A message the member wrote that the database has not confirmed yet. */
export interface OutboxMessage {
  /** Chosen by this browser (crypto.randomUUID()): a retry sends the same id, so it is stored once. */
  id: string;
  senderId: string;
  receiverId: string;
  /** Trimmed, 1..MESSAGE_MAX_LENGTH characters. */
  content: string;
  createdAt: string;
  /** 'sending' while a request is in flight; 'failed' once it failed (or the page was reloaded meanwhile). */
  status: 'sending' | 'failed';
}

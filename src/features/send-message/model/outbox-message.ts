/** A message the member wrote that the database has not confirmed yet. */
export interface OutboxMessage {
  /** Chosen by this browser (crypto.randomUUID()): a retry sends the same id, so it is stored once. */
  id: string;
  senderId: string;
  receiverId: string;
  /** Trimmed, 1..MESSAGE_MAX_LENGTH characters. */
  content: string;
  createdAt: string;
  /**
   * 'sending' while a request is in flight; 'failed' once it failed (or the page was reloaded
   * meanwhile), to be retried; 'refused' when the plan's daily limit refused it, which no retry changes.
   */
  status: 'sending' | 'failed' | 'refused';
  /** Why it was refused: the database's message, shown as it is (docs/plans.md, Limits). */
  refusal?: string;
  /** Why it failed when the database said (sending too fast): shown instead of the SPEC's text. */
  failure?: string;
}

import { LIST } from '@/shared/api';

/**
 * The cache tags of messaging: a thread per partner (`Message`, partner id; without an id, every
 * thread) and the conversation lists with the unread total (`Conversation`, LIST), which change together.
 */
export const messageTags = {
  thread: (partnerId: string) => ({ type: 'Message', id: partnerId }) as const,
  everyThread: { type: 'Message' } as const,
  conversations: { type: 'Conversation', id: LIST } as const,
} as const;

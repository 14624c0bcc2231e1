import type { Message } from './message';

/** One page of get_messages: newest first, and the id to ask older ones before (null at the start). */
export interface ThreadPage {
  messages: Message[];
  nextCursor: string | null;
}

/** A thread's cached pages (newest page first) as the thread shows them: oldest message first. */
export function threadMessagesOldestFirst(pages: readonly ThreadPage[] | undefined): Message[] {
  return (pages ?? []).flatMap((page) => page.messages).reverse();
}

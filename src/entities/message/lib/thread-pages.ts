import type { Message, ReadReceipt } from '../model/message';
import type { ThreadPage } from '../model/thread';

const time = (message: Message) => Date.parse(message.createdAt);
/** Newest first, as get_messages orders: by (created_at, id), both descending. */
const isNewer = (a: Message, b: Message) => time(a) > time(b) || (time(a) === time(b) && a.id > b.id);

/**
 * Puts a message into a thread's pages (newest page first, each newest first): replaces the copy
 * with the same id (an optimistic send, or a delivery seen twice), else inserts it into the newest
 * page at its place. Answers whether the thread already had it.
 */
export function upsertThreadMessage(pages: ThreadPage[], message: Message): boolean {
  for (const page of pages) {
    const index = page.messages.findIndex(({ id }) => id === message.id);
    if (index >= 0) {
      page.messages[index] = message;
      return true;
    }
  }
  const newest = pages[0];
  if (!newest) return false;
  const at = newest.messages.findIndex((other) => isNewer(message, other));
  newest.messages.splice(at < 0 ? newest.messages.length : at, 0, message);
  return false;
}

/** Sets read_at on the thread's copy of a message (a read receipt). */
export function setThreadMessageRead(pages: ThreadPage[], receipt: ReadReceipt): void {
  for (const page of pages) {
    const found = page.messages.find(({ id }) => id === receipt.id);
    if (found) found.readAt = receipt.readAt;
  }
}

/** Marks the partner's unread messages read; answers how many it marked. */
export function markThreadRead(pages: ThreadPage[], partnerId: string, readAt: string): number {
  const unread = pages.flatMap((page) => page.messages).filter((message) => message.senderId === partnerId && message.readAt === null);
  unread.forEach((message) => (message.readAt = readAt));
  return unread.length;
}

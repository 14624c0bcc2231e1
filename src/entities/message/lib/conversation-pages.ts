import type { Conversation, ConversationPage } from '../model/conversation';
import type { Message, ReadReceipt } from '../model/message';

const time = (iso: string) => Date.parse(iso);

function find(pages: ConversationPage[], partnerId: string): { page: ConversationPage; index: number } | null {
  for (const page of pages) {
    const index = page.conversations.findIndex((conversation) => conversation.partner.id === partnerId);
    if (index >= 0) return { page, index };
  }
  return null;
}

/** Whether the list already shows this message as the conversation's last one. */
export function isLastMessage(pages: ConversationPage[], partnerId: string, messageId: string): boolean {
  const found = find(pages, partnerId);
  return found?.page.conversations[found.index].lastMessage?.id === messageId;
}

/**
 * Applies a message to a cached list: the conversation gets it as its last message (unless it
 * already has a newer one), its activity time, one more unread when `countUnread`, and moves to its
 * place, newest activity first, in the first page. Answers false when the list does not hold the
 * partner (a page not loaded yet, a search that leaves them out, a match made after loading).
 */
export function applyMessageToList(pages: ConversationPage[], partnerId: string, message: Message, countUnread: boolean): boolean {
  const found = find(pages, partnerId);
  if (!found || !pages[0]) return false;
  const [conversation] = found.page.conversations.splice(found.index, 1) as Conversation[];
  const last = conversation.lastMessage;
  if (!last || last.id === message.id || time(message.createdAt) >= time(last.createdAt)) {
    conversation.lastMessage = message;
    if (time(message.createdAt) > time(conversation.activityAt)) conversation.activityAt = message.createdAt;
  }
  if (countUnread) conversation.unreadCount += 1;
  const first = pages[0].conversations;
  const at = first.findIndex((other) => time(other.activityAt) <= time(conversation.activityAt));
  first.splice(at < 0 ? first.length : at, 0, conversation);
  return true;
}

/** Sets read_at on the last message of a conversation when it is that message (a read receipt). */
export function setLastMessageRead(pages: ConversationPage[], partnerId: string, receipt: ReadReceipt): void {
  const found = find(pages, partnerId);
  const last = found?.page.conversations[found.index].lastMessage;
  if (last?.id === receipt.id) last.readAt = receipt.readAt;
}

/** The conversation's unread count goes to 0; answers what it was (0 when not in the list). */
export function clearUnread(pages: ConversationPage[], partnerId: string): number {
  const found = find(pages, partnerId);
  if (!found) return 0;
  const conversation = found.page.conversations[found.index];
  const before = conversation.unreadCount;
  conversation.unreadCount = 0;
  return before;
}

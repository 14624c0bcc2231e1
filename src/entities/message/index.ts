export type { Message, ReadReceipt } from './model/message';
export type { Conversation, ConversationPage } from './model/conversation';
export { threadMessagesOldestFirst, type ThreadPage } from './model/thread';
export { messageReceived, messageRead } from './model/message-events';
export { messageTexts } from './config/texts';
export { toMessage, toReadReceipt, MESSAGE_COLUMNS, type MessageRow } from './lib/map-message';
export { toConversation, toConversationPage } from './lib/map-conversation';
export type { ConversationRow } from './lib/conversation-row';
export { threadApi, useGetThreadInfiniteQuery, THREAD_PAGE_SIZE, type ThreadArgs } from './api/thread-api';
export {
  conversationsApi,
  useGetConversationsInfiniteQuery,
  CONVERSATIONS_PAGE_SIZE,
  type ConversationsArgs,
} from './api/conversations-api';
export { unreadApi, useGetUnreadTotalQuery } from './api/unread-api';
export { applyMessageReceived, applyMessageRead, type MessageApiState } from './model/message-cache';
export { markConversationReadInCaches } from './model/mark-read-in-caches';
export { messageStream } from './model/message-stream';

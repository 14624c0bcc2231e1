export { useConversationPresence } from './model/use-conversation-presence';
export type { ConversationMember, ConversationPresence } from './model/conversation-member';
export { conversationTopic } from './lib/conversation-topic';
export { TYPING_BROADCAST_INTERVAL_MS, TYPING_VISIBLE_MS } from './config/typing';
export { presenceSlice, selectPartnerPresent, selectPartnerTyping } from './model/presence-slice';

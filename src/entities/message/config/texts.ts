import { defineTexts } from '@/shared/i18n';

/** SPEC §8 "Messages", and the list's own texts, each written once. */
export const messageTexts = defineTexts('message', {
  loadConversationsFailed: 'Failed to load conversations',
  loadMessagesFailed: 'Failed to load messages',
  sendFailed: 'Failed to send message',
  selectConversation: 'Select a conversation',
  ownPrefix: 'You: ',
  conversationEnded: 'This conversation has ended.',
  backToConversations: 'Back to your conversations',
  notMatched: 'Only matches can message each other. Show interest, and once it is mutual you can write here.',
});

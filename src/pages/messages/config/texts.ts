import { defineTexts } from '@/shared/i18n';

/** SPEC §2 /messages: the page's own words (the conversation's are entities/message's). */
export const messagesPageTexts = defineTexts('messagesPage', {
  title: 'Messages',
  conversationList: 'Conversation list',
  loadingConversation: 'Loading conversation',
  conversationWith: (name: string) => `Conversation with ${name}`,
  viewProfile: 'View profile',
});

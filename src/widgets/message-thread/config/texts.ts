import { defineTexts } from '@/shared/i18n';

/** The thread's own texts (SPEC §8's 'Failed to load messages' and 'Failed to send message' are the entity's). */
export const threadTexts = defineTexts('thread', {
  today: 'Today',
  yesterday: 'Yesterday',
  typing: (firstName: string) => `${firstName} is typing…`,
  sent: 'Sent',
  read: 'Read',
  back: 'Back to conversations',
  viewProfile: 'View profile',
  online: 'Online',
  loading: 'Loading messages',
  messages: (name: string) => `Messages with ${name}`,
  conversation: (name: string) => `Conversation with ${name}`,
});

import { defineTexts } from '@/shared/i18n';

/** The composer's and the outbox's own texts (SPEC §8's 'Failed to send message' is the entity's). */
export const composerTexts = defineTexts('composer', {
  label: 'Message',
  send: 'Send',
  sending: 'Sending…',
  retry: 'Retry',
  discard: 'Discard',
  confirmTitle: 'Are you sure?',
  confirmIntro: 'Before you send this message:',
  editMessage: 'Edit message',
  sendAnyway: 'Send anyway',
});

/** Why the composer asks 'Are you sure?', one line for each sign the message shows. */
export const outgoingFlagTexts = defineTexts('messageFlags', {
  money_request: 'It mentions money or payments. Asking for money is the most common sign of a scam, and the other member is warned about it.',
  off_platform: 'It suggests moving to another app or a phone early on. Many members prefer to stay on Ascend until they trust each other.',
  insult: 'It contains words that may hurt. Please keep conversations respectful.',
});

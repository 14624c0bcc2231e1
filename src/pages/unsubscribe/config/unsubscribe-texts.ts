import { defineTexts } from '@/shared/i18n';

/** What /unsubscribe says (docs/notifications.md, Digest e-mails). */
export const unsubscribeTexts = defineTexts('unsubscribe', {
  title: 'Unsubscribe from digest e-mails',
  intro: 'Stop the daily e-mail that sums up what you missed on Ascend.',
  unsubscribe: 'Unsubscribe',
  unsubscribing: 'Unsubscribing…',
  done: 'You will no longer receive digest e-mails. You can turn them back on in Settings → Notifications.',
  invalidLink: 'This unsubscribe link is not valid. You can turn digest e-mails off in Settings → Notifications.',
  failed: 'Failed to unsubscribe. Please try again.',
  settingsLink: 'Go to Settings',
});

export { INVALID_LINK_CODE } from './invalid-link-code';

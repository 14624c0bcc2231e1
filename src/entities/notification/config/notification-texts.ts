import { defineTexts } from '@/shared/i18n';
import { NOTIFICATION_SENTENCES } from '@rules/notification-sentences';

/**
 * Each notification's sentence in the reader's language (docs/i18n.md), for the bell's page and the
 * browser's notification. The English stays in `@rules/notification-sentences`, which the server's
 * test ties to the pushes' English (its own languages are in server-messages).
 */
export const notificationTexts = defineTexts('notification', NOTIFICATION_SENTENCES);

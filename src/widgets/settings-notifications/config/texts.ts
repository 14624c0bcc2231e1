import { defineTexts } from '@/shared/i18n';

/** Settings → Notifications: the section's lead and its loading label. */
export const settingsNotificationsTexts = defineTexts('settingsNotifications', {
  lead: 'Choose what we tell you about.',
  loading: 'Loading notification settings',
});

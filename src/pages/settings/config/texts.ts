import { defineTexts } from '@/shared/i18n';

/** SPEC §2 Settings: the page's title and its sections' headings. */
export const settingsPageTexts = defineTexts('settingsPage', {
  title: 'Settings',
  profile: 'Profile Settings',
  subscription: 'Subscription',
  notifications: 'Notifications',
  privacy: 'Privacy & Security',
  security: 'Security',
  blocked: 'Blocked members',
  account: 'Account',
});

import { defineTexts } from '@/shared/i18n';

/** The signed-in member's header and its avatar menu (SPEC §2). Counts are part of a button's name. */
export const appHeaderTexts = defineTexts('appHeader', {
  home: 'Ascend home',
  messages: (unread: number) => (unread > 0 ? `Messages, ${unread} unread` : 'Messages'),
  notifications: 'Notifications',
  /** The count as the badge shows it: '99+' past 99. */
  notificationsUnread: (shown: string) => `Notifications, ${shown} unread`,
  likes: (pending: number) => (pending > 0 ? `Likes, ${pending} pending` : 'Likes'),
  preferences: 'Dating preferences',
  accountMenu: 'Account menu',
  editProfile: 'Edit Profile',
  analytics: 'Analytics',
  events: 'Events',
  personality: 'Personality',
  settings: 'Settings',
  plans: 'Plans',
  contactSupport: 'Contact support',
  logOut: 'Log out',
});

import { defineTexts } from '@/shared/i18n';

/** SPEC §2 /notifications: the page's words (each notification's sentence is entities/notification's). */
export const notificationsPageTexts = defineTexts('notificationsPage', {
  title: 'Notifications',
  settingsLink: 'Notification settings',
  tabsLabel: 'Notifications to show',
  all: 'All',
  whoViewedYou: 'Who viewed you',
  loading: 'Loading notifications',
  loadFailed: 'Failed to load notifications',
  empty: {
    all: 'Nothing yet. Likes, matches, requests and messages will show here.',
    views: 'Nobody has viewed your profile lately.',
  },
  /** The day groups, by lib/day-groups' labels. */
  day: {
    Today: 'Today',
    Yesterday: 'Yesterday',
    Earlier: 'Earlier',
  },
  /** A notification new on arrival: when it came. */
  newAt: (when: string) => `New · ${when}`,
});

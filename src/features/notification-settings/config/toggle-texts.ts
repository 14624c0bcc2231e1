import { defineTexts } from '@/shared/i18n';
import type { NotificationSetting } from './notification-toggles';

/** The notification toggles' words, in the reader's language (docs/i18n.md): read them as the toggles render. */
export const toggleTexts = defineTexts('notificationToggles', {
  label: {
    newMatches: 'New matches',
    messages: 'Messages',
    profileLikes: 'Profile likes',
    profileViews: 'Profile views',
    specialOffers: 'Special offers',
    emailDigest: 'Email digest',
    hideMessagePreviews: 'Hide message previews',
  } satisfies Record<NotificationSetting, string>,
  /** Said under the switch when the label alone does not tell what it does. */
  description: {
    emailDigest: 'A daily summary of what you missed, at most once a day',
    hideMessagePreviews: 'Notifications on your devices say who wrote, not what they wrote',
  } satisfies Partial<Record<NotificationSetting, string>>,
});

/** A toggle's description, when it has one. */
export const toggleDescription = (setting: NotificationSetting): string | undefined =>
  (toggleTexts.description as Partial<Record<NotificationSetting, string>>)[setting];

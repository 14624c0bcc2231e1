import type { NotificationSettings } from '@/entities/profile';
import type { TablesUpdate } from '@/shared/api';

export type NotificationSetting = keyof NotificationSettings;

interface NotificationToggle {
  setting: NotificationSetting;
  /** The profiles column it is saved in. */
  column: Extract<keyof TablesUpdate<'profiles'>, `notify_${string}` | 'hide_message_previews'>;
  label: string;
  /** Said under the switch when the label alone does not tell what it does. */
  description?: string;
}

/**
 * SPEC §2's five toggles, in its order, then the digest e-mail (docs/notifications.md, Digest e-mails)
 * and what a message's push shows (Push notifications).
 */
export const notificationToggles: readonly NotificationToggle[] = [
  { setting: 'newMatches', column: 'notify_new_matches', label: 'New matches' },
  { setting: 'messages', column: 'notify_messages', label: 'Messages' },
  { setting: 'profileLikes', column: 'notify_profile_likes', label: 'Profile likes' },
  { setting: 'profileViews', column: 'notify_profile_views', label: 'Profile views' },
  { setting: 'specialOffers', column: 'notify_special_offers', label: 'Special offers' },
  {
    setting: 'emailDigest',
    column: 'notify_email_digest',
    label: 'Email digest',
    description: 'A daily summary of what you missed, at most once a day',
  },
  {
    setting: 'hideMessagePreviews',
    column: 'hide_message_previews',
    label: 'Hide message previews',
    description: 'Notifications on your devices say who wrote, not what they wrote',
  },
];

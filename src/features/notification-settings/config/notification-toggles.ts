import type { NotificationSettings } from '@/entities/profile';
import type { TablesUpdate } from '@/shared/api';

export type NotificationSetting = keyof NotificationSettings;

interface NotificationToggle {
  setting: NotificationSetting;
  /** The profiles column it is saved in. */
  column: Extract<keyof TablesUpdate<'profiles'>, `notify_${string}` | 'hide_message_previews'>;
}

/**
 * SPEC §2's five toggles, in its order, then the digest e-mail (docs/notifications.md, Digest e-mails)
 * and what a message's push shows (Push notifications). Their words are in ./toggle-texts.ts, read as
 * the toggles render.
 */
export const notificationToggles: readonly NotificationToggle[] = [
  { setting: 'newMatches', column: 'notify_new_matches' },
  { setting: 'messages', column: 'notify_messages' },
  { setting: 'profileLikes', column: 'notify_profile_likes' },
  { setting: 'profileViews', column: 'notify_profile_views' },
  { setting: 'specialOffers', column: 'notify_special_offers' },
  { setting: 'emailDigest', column: 'notify_email_digest' },
  { setting: 'hideMessagePreviews', column: 'hide_message_previews' },
];

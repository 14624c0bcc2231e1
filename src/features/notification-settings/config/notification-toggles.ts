import type { NotificationSettings } from '@/entities/profile';

export type NotificationSetting = keyof NotificationSettings;

/** SPEC §2's five toggles, in its order, with the profiles column each is saved in. */
export const notificationToggles = [
  { setting: 'newMatches', column: 'notify_new_matches', label: 'New matches' },
  { setting: 'messages', column: 'notify_messages', label: 'Messages' },
  { setting: 'profileLikes', column: 'notify_profile_likes', label: 'Profile likes' },
  { setting: 'profileViews', column: 'notify_profile_views', label: 'Profile views' },
  { setting: 'specialOffers', column: 'notify_special_offers', label: 'Special offers' },
] as const satisfies readonly { setting: NotificationSetting; column: `notify_${string}`; label: string }[];

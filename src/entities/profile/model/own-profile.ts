import type { Gender, ProfileChoice, ProfileVisibility } from '@/shared/config';
import type { PublicProfile } from './profile';

/** The preferred_* fields the preferences modal saves (SPEC §3). */
export interface ProfilePreferences {
  distance: number;
  ageRange: [number, number];
  incomeRange: [number, number];
  genders: Gender[];
  hairTypes: ProfileChoice<'hair_type'>[];
  bodyTypes: ProfileChoice<'body_type'>[];
}

export interface NotificationSettings {
  newMatches: boolean;
  messages: boolean;
  profileLikes: boolean;
  profileViews: boolean;
  specialOffers: boolean;
}

/** The member's own whole row: the public part and what only the owner may read. */
export interface OwnProfile extends PublicProfile {
  lastName: string | null;
  fullName: string | null;
  email: string | null;
  birthDate: string | null;
  /** The gazetteer place the member picked; `location` is its label. Owner-only, like the coordinates behind it. */
  placeId: number | null;
  income: number | null;
  preferences: ProfilePreferences;
  visibility: ProfileVisibility;
  showOnlineStatus: boolean;
  notifications: NotificationSettings;
  updatedAt: string;
}

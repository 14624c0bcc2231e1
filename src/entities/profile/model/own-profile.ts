import type { Locale } from '@/shared/i18n';
import type { Gender, ProfileChoice, ProfileVisibility } from '@/shared/config';
import type { PublicProfile } from './profile';

/** The preferred_* fields the preferences modal saves (SPEC §3, and the filters docs/database.md, Saved filters, lists). */
export interface ProfilePreferences {
  distance: number;
  ageRange: [number, number];
  incomeRange: [number, number];
  genders: Gender[];
  hairTypes: ProfileChoice<'hair_type'>[];
  bodyTypes: ProfileChoice<'body_type'>[];
  // Saved too (the SPEC saves only the fields above; docs/database.md, Saved filters). Null and empty lists are 'Any'.
  heightRange: [number, number];
  relationshipGoals: ProfileChoice<'relationship_goal'>[];
  education: ProfileChoice<'education'>[];
  drinking: ProfileChoice<'drinking'> | null;
  smoking: ProfileChoice<'smoking'> | null;
  religion: string | null;
  hasChildren: ProfileChoice<'has_children'> | null;
  wantsChildren: ProfileChoice<'wants_children'> | null;
  /** 'Only verified members' (the verified badge). */
  verifiedOnly: boolean;
}

export interface NotificationSettings {
  newMatches: boolean;
  messages: boolean;
  profileLikes: boolean;
  profileViews: boolean;
  specialOffers: boolean;
  /** The daily digest e-mail of what she missed (docs/notifications.md): beyond SPEC §2's five. */
  emailDigest: boolean;
  /** A push for a message says who wrote, not what (docs/notifications.md, Push notifications). */
  hideMessagePreviews: boolean;
}

/** The member's own whole row: the public part and what only the owner may read. */
export interface OwnProfile extends PublicProfile {
  lastName: string | null;
  fullName: string | null;
  email: string | null;
  birthDate: string | null;
  /**
   * A first name and an 18+ birth date are given (the database's basics_complete): until then the
   * member meets nobody, and the app asks for them first.
   */
  basicsComplete: boolean;
  /** The gazetteer place the member picked; `location` is its label. Owner-only, like the coordinates behind it. */
  placeId: number | null;
  income: number | null;
  preferences: ProfilePreferences;
  visibility: ProfileVisibility;
  showOnlineStatus: boolean;
  /** The language she chose (docs/i18n.md); null: each browser starts from its own languages. */
  locale: Locale | null;
  notifications: NotificationSettings;
  updatedAt: string;
}

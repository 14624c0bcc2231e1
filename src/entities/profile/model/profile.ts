import type { Gender, Interest, ProfileChoice } from '@/shared/config';

export interface ProfilePhoto {
  id: string;
  url: string;
  isPrimary: boolean;
}

/** What any signed-in member may see of a profile (the view public_profiles). */
export interface PublicProfile {
  id: string;
  username: string;
  firstName: string | null;
  /** Whole years, for today. */
  age: number | null;
  gender: Gender | null;
  bio: string | null;
  location: string | null;
  interests: Interest[];
  relationshipGoals: ProfileChoice<'relationship_goal'>[];
  /** Primary first, then oldest first. */
  photos: ProfilePhoto[];
  primaryPhotoUrl: string | null;
  /** Null when the member hides their online status. */
  lastActive: string | null;
  memberSince: string;
  bodyType: ProfileChoice<'body_type'> | null;
  hairType: ProfileChoice<'hair_type'> | null;
  heightCm: number | null;
  education: ProfileChoice<'education'> | null;
  drinking: ProfileChoice<'drinking'> | null;
  smoking: ProfileChoice<'smoking'> | null;
  religion: string | null;
  hasChildren: ProfileChoice<'has_children'> | null;
  wantsChildren: ProfileChoice<'wants_children'> | null;
  /** The verified badge: her main photo passed photo verification (private.is_verified). False on her own row. */
  verified: boolean;
}

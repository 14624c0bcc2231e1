import type { Gender, Interest, ProfileChoice } from '@/shared/config';

/** One profile of the discovery feed (`get_discovery_feed`): public fields, the photo and a rounded distance. */
export interface DiscoveryCard {
  id: string;
  username: string;
  firstName: string | null;
  age: number | null;
  gender: Gender | null;
  location: string | null;
  bio: string | null;
  interests: Interest[];
  relationshipGoals: ProfileChoice<'relationship_goal'>[];
  primaryPhotoUrl: string | null;
  /** Whole miles, never below 1; null when either member has no city. */
  distanceMiles: number | null;
  /** The interests this member shares with the viewer. */
  sharedInterests: Interest[];
  /** Null when the member hides their online status. */
  lastActive: string | null;
  score: number;
  /** This member sent the viewer a like she has not answered (the card says 'Liked you'). */
  likedMe: boolean;
  /** The verified badge (photo verification). */
  verified: boolean;
}

/** One page of the feed, and where the next one starts (null at the end). */
export interface DiscoveryPage {
  cards: DiscoveryCard[];
  nextCursor: string | null;
}

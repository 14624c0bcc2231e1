import { MIN_INTERESTS, PROFILE_COMPLETENESS_ITEMS, PROFILE_COMPLETENESS_THRESHOLDS } from '@/shared/config';

/** What SPEC §5 counts: an OwnProfile has these, and so has an Edit Profile draft mapped to them. */
export interface CompletenessFields {
  fullName: string | null;
  bio: string | null;
  birthDate: string | null;
  gender: string | null;
  location: string | null;
  interests: readonly string[];
  photos: readonly unknown[];
  relationshipGoals: readonly string[];
}

export type CompletenessColor = 'error' | 'warning' | 'success';

export interface ProfileCompleteness {
  /** Complete items out of eight, rounded. */
  percent: number;
  color: CompletenessColor;
  isComplete: boolean;
}

const filled = (text: string | null) => Boolean(text?.trim());

/** SPEC §5: eight items, percent rounded, red under 50, yellow under 80, green from 80. */
export function profileCompleteness(profile: CompletenessFields): ProfileCompleteness {
  const items = [
    filled(profile.fullName),
    filled(profile.bio),
    filled(profile.birthDate),
    filled(profile.gender),
    filled(profile.location),
    profile.interests.length >= MIN_INTERESTS,
    profile.photos.length >= 1,
    profile.relationshipGoals.length >= 1,
  ];
  const percent = Math.round((items.filter(Boolean).length / PROFILE_COMPLETENESS_ITEMS) * 100);
  const [red, yellow] = PROFILE_COMPLETENESS_THRESHOLDS;
  const color: CompletenessColor = percent < red ? 'error' : percent < yellow ? 'warning' : 'success';
  return { percent, color, isComplete: percent === 100 };
}

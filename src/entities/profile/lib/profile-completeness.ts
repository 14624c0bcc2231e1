import { MIN_INTERESTS, PROFILE_COMPLETENESS_ITEMS, PROFILE_COMPLETENESS_THRESHOLDS } from '@/shared/config';
import { memberProfileTexts } from '../config/texts';

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
  /** What is missing, in the member's words and language ('a photo', '3 interests'), in SPEC §5's order. */
  missing: string[];
}

const filled = (text: string | null) => Boolean(text?.trim());

/**
 * SPEC §5: red under 50, yellow under 80, green from 80. The theme's warning colour is the yellow
 * (shared/theme/palette.ts), so a bar given this colour shows SPEC's.
 */
export function completenessColor(percent: number): CompletenessColor {
  const [red, yellow] = PROFILE_COMPLETENESS_THRESHOLDS;
  return percent < red ? 'error' : percent < yellow ? 'warning' : 'success';
}

/** SPEC §5: eight items, percent rounded, coloured by completenessColor. */
export function profileCompleteness(profile: CompletenessFields): ProfileCompleteness {
  // Read as it is measured (in render), so the words follow the language.
  const words = memberProfileTexts.missing;
  const items: [boolean, string][] = [
    [filled(profile.fullName), words.fullName],
    [filled(profile.bio), words.bio],
    [filled(profile.birthDate), words.birthDate],
    [filled(profile.gender), words.gender],
    [filled(profile.location), words.location],
    [profile.interests.length >= MIN_INTERESTS, words.interests(MIN_INTERESTS)],
    [profile.photos.length >= 1, words.photos],
    [profile.relationshipGoals.length >= 1, words.relationshipGoals],
  ];
  const percent = Math.round((items.filter(([done]) => done).length / PROFILE_COMPLETENESS_ITEMS) * 100);
  return { percent, color: completenessColor(percent), isComplete: percent === 100, missing: items.filter(([done]) => !done).map(([, what]) => what) };
}

import type { OwnProfile } from '../model/own-profile';
import { MIN_INTERESTS } from '@/shared/config';

/** The first minute of a new member, in order: only the basics are required. */
export const WALK_THROUGH_STEPS = ['basics', 'city', 'photo', 'interests'] as const;

export type WalkThroughStep = (typeof WALK_THROUGH_STEPS)[number];

type FirstStepFields = Pick<OwnProfile, 'basicsComplete' | 'location' | 'photos' | 'interests'>;

/** Which of the optional steps the profile still lacks: a city, a photo, three interests. */
export function missingFirstSteps(profile: FirstStepFields): WalkThroughStep[] {
  const missing: [boolean, WalkThroughStep][] = [
    [!profile.location?.trim(), 'city'],
    [profile.photos.length === 0, 'photo'],
    [profile.interests.length < MIN_INTERESTS, 'interests'],
  ];
  return missing.filter(([lacks]) => lacks).map(([, step]) => step);
}

/**
 * Where the walk-through starts for this member, or null when she is not walked through: the basics
 * while they are incomplete (always), otherwise the first missing step unless she has finished or
 * skipped the walk-through before (`onboardingDone`).
 */
export function firstStepFor(profile: FirstStepFields, onboardingDone: boolean): WalkThroughStep | null {
  if (!profile.basicsComplete) return 'basics';
  if (onboardingDone) return null;
  return missingFirstSteps(profile)[0] ?? null;
}

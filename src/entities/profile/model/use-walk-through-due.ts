import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import type { OwnProfile } from './own-profile';
import { useFinishOnboardingMutation, useGetOnboardingDoneQuery } from '../api/onboarding-api';
import { firstStepFor, missingFirstSteps } from '../lib/walk-through-steps';

/**
 * Whether the signed-in frame sends the member to the walk-through first; undefined while that is not
 * known yet. Missing basics always do. Otherwise a member who has not finished or skipped it and lacks
 * a city, a photo or three interests is walked through.
 */
export function useWalkThroughDue(profile: OwnProfile | null | undefined): boolean | undefined {
  const me = profile?.id;
  // Asked of every member, settled or not, once per session: a member who later removes her only photo
  // is not sent back into the walk-through halfway through an edit.
  const { data: done, isError } = useGetOnboardingDoneQuery(me ?? skipToken);
  const [finish, { isUninitialized }] = useFinishOnboardingMutation();
  const settled = profile ? profile.basicsComplete && missingFirstSteps(profile).length === 0 : false;

  // A member found with a settled profile (the demo members, everyone from before the walk-through)
  // has nothing to be walked through: remembered once, so a later gap in her profile never brings it.
  useEffect(() => {
    if (me && settled && done === false && isUninitialized) void finish(me);
  }, [me, settled, done, isUninitialized, finish]);

  // No profile, or one that failed to load: the page decides, and the database still guards.
  if (!profile) return false;
  if (!profile.basicsComplete) return true;
  if (settled) return false;
  // Her state unknown (the auth service did not answer): she is let through rather than held.
  if (isError) return false;
  if (done === undefined) return undefined;
  return firstStepFor(profile, done) !== null;
}

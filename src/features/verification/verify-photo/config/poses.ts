import { VERIFICATION_POSES, type VerificationPose } from '@/shared/config';
import { verificationTexts } from './texts';

/**
 * What to do for each drawn pose (`@rules/verification-rules`), one picked at random each time: a
 * pose a photo taken earlier is unlikely to show. server/db/rls/verification.test.ts tries each
 * against the database's check (photo_verifications_pose_check). The words are verificationTexts.pose:
 * each is read when shown, in the reader's language.
 */
export const POSES: Readonly<Record<VerificationPose, string>> = verificationTexts.pose;

export type Pose = VerificationPose;

export const POSE_NAMES: readonly Pose[] = VERIFICATION_POSES;

/** One pose at random, never the one she was just shown (a retake asks for another). */
export function pickPose(previous?: Pose, random: () => number = Math.random): Pose {
  const choices = POSE_NAMES.filter((pose) => pose !== previous);
  return choices[Math.floor(random() * choices.length)] ?? POSE_NAMES[0];
}

import { VERIFICATION_POSES, type VerificationPose } from '@/shared/config';

/**
 * What to do for each drawn pose (`@rules/verification-rules`), one picked at random each time: a
 * pose a photo taken earlier is unlikely to show. server/db/rls/verification.test.ts tries each
 * against the database's check (photo_verifications_pose_check).
 */
export const POSES = {
  thumbs_up: 'Give a thumbs-up',
  peace_sign: 'Make a peace sign',
  hand_on_head: 'Put one hand on top of your head',
  point_up: 'Point one finger up',
  hand_on_cheek: 'Hold one open hand against your cheek',
} as const satisfies Record<VerificationPose, string>;

export type Pose = VerificationPose;

export const POSE_NAMES: readonly Pose[] = VERIFICATION_POSES;

/** One pose at random, never the one she was just shown (a retake asks for another). */
export function pickPose(previous?: Pose, random: () => number = Math.random): Pose {
  const choices = POSE_NAMES.filter((pose) => pose !== previous);
  return choices[Math.floor(random() * choices.length)] ?? POSE_NAMES[0];
}

/**
 * The drawn poses a selfie copies, one picked at random each time: a pose a photo taken earlier is
 * unlikely to show. The database's check (photo_verifications_pose_check) and the ai function's
 * schema hold the same names; server/db/rls/verification.test.ts tries each of these against it.
 */
export const POSES = {
  thumbs_up: 'Give a thumbs-up',
  peace_sign: 'Make a peace sign',
  hand_on_head: 'Put one hand on top of your head',
  point_up: 'Point one finger up',
  hand_on_cheek: 'Hold one open hand against your cheek',
} as const;

export type Pose = keyof typeof POSES;

export const POSE_NAMES = Object.keys(POSES) as Pose[];

/** One pose at random, never the one she was just shown (a retake asks for another). */
export function pickPose(previous?: Pose, random: () => number = Math.random): Pose {
  const choices = POSE_NAMES.filter((pose) => pose !== previous);
  return choices[Math.floor(random() * choices.length)] ?? POSE_NAMES[0];
}

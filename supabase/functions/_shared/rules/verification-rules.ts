/**
 * Photo verification's facts (docs/features.md, Verified badge), written once for the `ai`
 * function's photo-verification route, the SPA's camera dialog (which draws each pose), account
 * deletion and the tests that tie them to the database (photo_verifications_pose_check, the
 * verification-selfies bucket). No imports: the SPA's build takes the file as it is.
 */

/** The drawn poses a selfie copies, one picked at random each time. */
export const VERIFICATION_POSES = ['thumbs_up', 'peace_sign', 'hand_on_head', 'point_up', 'hand_on_cheek'] as const;

export type VerificationPose = (typeof VERIFICATION_POSES)[number];

/** The private bucket the selfies wait in until the decision, `{member}/{request}.jpg`. */
export const VERIFICATION_SELFIE_BUCKET = 'verification-selfies';

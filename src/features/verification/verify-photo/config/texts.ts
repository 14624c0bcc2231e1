import { defineTexts } from '@/shared/i18n';
import type { VerificationPose } from '@/shared/config';

/** Settings → Profile, Verification, and its camera dialog (docs/features.md, Verified badge). Not in the SPEC. */
export const verificationTexts = defineTexts('verification', {
  heading: 'Photo verification',
  intro: 'Take a live selfie copying a pose, and we check it against your main photo. Verified members show a badge.',
  start: 'Get verified',
  retry: 'Try again',
  loadFailed: 'Could not load your verification. Please try again.',
  // (No plan named: lockedHigherPlan; two texts, so each language words both whole.)
  locked: (plans: string) => `Verification comes with ${plans}.`,
  lockedHigherPlan: 'Verification comes with a higher plan.',
  status: {
    verified: 'You are verified: your badge shows on your profile.',
    pending: 'Your selfie is waiting for review. We will show your badge once it is approved.',
    declined: 'Your last verification was declined.',
    suspended: 'Your main photo changed since you were verified. Take a new selfie to get your badge back.',
  },
  dialog: {
    title: 'Get verified',
    copyPose: 'Copy this pose',
    cameraStarting: 'Starting the camera…',
    cameraDenied: 'Allow the camera to take your selfie. Verification needs a live photo; uploads are not accepted.',
    cameraUnavailable: 'No camera was found on this device.',
    preview: 'Your camera',
    take: 'Take selfie',
    retake: 'Retake',
    send: 'Send for verification',
    sending: 'Checking your selfie…',
    captured: 'Your selfie',
    cancel: 'Cancel',
    close: 'Close',
    verified: 'You are verified! Your badge now shows on your profile.',
    pending: 'Thanks! Your selfie is waiting for review.',
    declined: 'Your selfie was not approved.',
    failed: 'Could not send your selfie. Please try again.',
  },
  /** What to do for each drawn pose (config/poses.ts). */
  pose: {
    thumbs_up: 'Give a thumbs-up',
    peace_sign: 'Make a peace sign',
    hand_on_head: 'Put one hand on top of your head',
    point_up: 'Point one finger up',
    hand_on_cheek: 'Hold one open hand against your cheek',
  } satisfies Record<VerificationPose, string>,
});

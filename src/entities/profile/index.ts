export { profileApi, useGetOwnProfileQuery, useGetPublicProfileQuery, useOpenProfileQuery } from './api/profile-api';
export { ownProfileWriteApi, useUpdateOwnProfileMutation, type OwnProfileWrite } from './api/own-profile-write';
export type { PublicProfile, ProfilePhoto } from './model/profile';
export type { OwnProfile, ProfilePreferences, NotificationSettings } from './model/own-profile';
export { ProfileCard, type ProfileCardProfile } from './ui/ProfileCard';
export { ProfileAvatar } from './ui/ProfileAvatar';
export { VerifiedBadge } from './ui/VerifiedBadge';
export { ProfilePhotoGallery } from './ui/ProfilePhotoGallery';
export { ProfileFacts } from './ui/ProfileFacts';
export { profileFacts, type ProfileFact } from './ui/profile-facts';
export {
  profileCompleteness,
  type CompletenessFields,
  type CompletenessColor,
  type ProfileCompleteness,
} from './lib/profile-completeness';
export { OwnProfileGate } from './ui/OwnProfileGate';
export { useGetMyProfileReviewQuery } from './api/profile-review-api';
export { useFinishOnboardingMutation, useGetOnboardingDoneQuery } from './api/onboarding-api';
export { firstStepFor, missingFirstSteps, WALK_THROUGH_STEPS, type WalkThroughStep } from './lib/walk-through-steps';
export { useWalkThroughDue } from './model/use-walk-through-due';
export { useTouchLastActive } from './model/use-touch-last-active';

import { profileCompleteness, type OwnProfile } from '@/entities/profile';
import type { EditProfileDraft } from '../model/draft';

/** Completeness as the draft would save it: the indicator follows the form while the member types. */
export function draftCompleteness(draft: EditProfileDraft, profile: Pick<OwnProfile, 'photos'>) {
  return profileCompleteness({
    fullName: [draft.firstName.trim(), draft.lastName.trim()].filter(Boolean).join(' '),
    bio: draft.bio,
    birthDate: draft.birthDate,
    gender: draft.gender,
    location: draft.place?.label ?? null,
    interests: draft.interests,
    photos: profile.photos,
    relationshipGoals: draft.relationshipGoals,
  });
}

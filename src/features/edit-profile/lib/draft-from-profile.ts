import type { OwnProfile } from '@/entities/profile';
import type { EditProfileDraft } from '../model/draft';

/** The form's starting values: the saved profile, with '' for what is not set. */
export function draftFromProfile(profile: OwnProfile): EditProfileDraft {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    gender: profile.gender ?? '',
    birthDate: profile.birthDate ?? '',
    bio: profile.bio ?? '',
    place: profile.location === null ? null : { id: profile.placeId, label: profile.location },
    interests: [...profile.interests],
    relationshipGoals: [...profile.relationshipGoals],
  };
}

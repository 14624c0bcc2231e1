import { defineTexts } from '@/shared/i18n';

/**
 * The profile's own words wherever a member is shown (her card, the verified badge, the photo
 * gallery, the facts she filled in) and what the completeness measure names as missing. Read where
 * they are shown (docs/i18n.md); the choices themselves are read with choiceLabel.
 */
export const memberProfileTexts = defineTexts('memberProfile', {
  // The card.
  nameAge: (name: string, age: number) => `${name}, ${age}`,
  photoOf: (name: string) => `Photo of ${name}`,
  sharedInterests: 'Shared interests',
  interests: 'Interests',
  // The verified badge (docs/features.md, Verified badge).
  verified: 'Verified',
  verifiedExplanation: 'Verified: a live selfie matched this member’s main photo',
  // The photo gallery of the profile page.
  photosOf: (name: string) => `Photos of ${name}`,
  photoOfCount: (index: number, count: number, name: string) => `Photo ${index} of ${count} of ${name}`,
  showPhoto: (index: number, count: number) => `Show photo ${index} of ${count}`,
  previousPhoto: 'Previous photo',
  nextPhoto: 'Next photo',
  // The attributes a profile shows, each with how a person would name it.
  facts: {
    bodyType: 'Body type',
    hairType: 'Hair',
    heightCm: 'Height',
    education: 'Education',
    drinking: 'Drinking',
    smoking: 'Smoking',
    religion: 'Religion',
    hasChildren: 'Has children',
    wantsChildren: 'Wants children',
  },
  centimetres: (cm: number | string) => `${cm} cm`,
  // SPEC §5's eight items as the completeness nudge names what is missing ('Add a photo, 3 interests.').
  missing: {
    fullName: 'your name',
    bio: 'a bio',
    birthDate: 'your birth date',
    gender: 'your gender',
    location: 'your city',
    interests: (count: number) => `${count} interests`,
    photos: 'a photo',
    relationshipGoals: 'what you are looking for',
  },
});

import { defineTexts } from '@/shared/i18n';

// Edit Profile's texts: SPEC §5 and §8 verbatim, the rest written once here. The birth date's hint
// and the failed save are the profile's own (profileTexts in shared/config), read where shown.
export const editProfileTexts = defineTexts('editProfile', {
  title: 'Edit Profile',
  close: 'Close',
  loadingProfile: 'Loading profile',
  completeness: 'Profile completeness',
  // The database's own words (profiles_birth_date_fixed).
  birthDateFixed: 'Your birth date is set: contact support to correct it',
  interestsHint: 'Please select at least 3 interests',
  interestsSelected: (count: number) => `${count} selected`,
  complete: 'Your profile is complete!',
  saved: 'Profile updated successfully',
  loadFailed: 'Failed to load profile',
  // The form's sections and fields.
  basicInformation: 'Basic information',
  interests: 'Interests',
  relationshipGoals: 'Relationship goals',
  photos: 'Photos',
  firstName: 'First name',
  lastName: 'Last name',
  gender: 'Gender',
  birthDate: 'Birth date',
  bio: 'Bio',
  lookingFor: 'What are you looking for?',
  cancel: 'Cancel',
  saving: 'Saving...',
  saveChanges: 'Save changes',
  // Validation the profile editor adds to registration's rules.
  bioTooLong: (max: number) => `Bio must be at most ${max} characters`,
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  // Closing with unsaved changes (ours, not the SPEC's). The draft lives until sign-out or a reload.
  keepChangesTitle: 'Keep your changes?',
  keepChangesBody: 'You have changes you have not saved. Keep them as a draft for the next time you open Edit Profile, or discard them.',
  keepEditing: 'Keep editing',
  keepDraft: 'Keep draft',
  discardChanges: 'Discard changes',
});

import { profileTexts } from '@/shared/config';

// Edit Profile's texts: SPEC §5 and §8 verbatim, the rest written once here.
export const editProfileTexts = {
  title: 'Edit Profile',
  birthDateHint: profileTexts.birthDateHint,
  // The database's own words (profiles_birth_date_fixed).
  birthDateFixed: 'Your birth date is set: contact support to correct it',
  interestsHint: 'Please select at least 3 interests',
  complete: 'Your profile is complete!',
  saved: 'Profile updated successfully',
  saveFailed: profileTexts.saveFailed,
  loadFailed: 'Failed to load profile',
  // Closing with unsaved changes (ours, not the SPEC's). The draft lives until sign-out or a reload.
  keepChangesTitle: 'Keep your changes?',
  keepChangesBody: 'You have changes you have not saved. Keep them as a draft for the next time you open Edit Profile, or discard them.',
  keepEditing: 'Keep editing',
  keepDraft: 'Keep draft',
  discardChanges: 'Discard changes',
} as const;


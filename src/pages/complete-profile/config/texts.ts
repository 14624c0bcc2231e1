import { profileTexts } from '@/shared/config';

// The completion step's texts; the field rules and their messages are registration's (SPEC §5).
export const completeBasicsTexts = {
  title: 'Before you meet anyone',
  intro: 'Ascend is for adults. Tell us your first name and birth date to continue.',
  birthDateHint: profileTexts.birthDateHint,
  submit: 'Continue',
  saved: 'Welcome to Ascend!',
  saveFailed: profileTexts.saveFailed,
} as const;

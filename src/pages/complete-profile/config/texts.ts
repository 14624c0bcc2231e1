import type { WalkThroughStep } from '@/entities/profile';
import { defineTexts } from '@/shared/i18n';

// The basics step's texts; the field rules and their messages are registration's (SPEC §5), the
// birth date's hint and a failed save the profile's (profileTexts: read where they are shown).
export const completeBasicsTexts = defineTexts('completeBasics', {
  firstName: 'First name',
  birthDate: 'Birth date',
  submit: 'Continue',
  saved: 'Welcome to Ascend!',
});

interface StepTexts {
  /** Under the step in the stepper. */
  label: string;
  /** The page heading while the step is shown. */
  title: string;
  intro: string;
}

export const walkThroughStepTexts = defineTexts('walkThroughSteps', {
  basics: {
    label: 'Name and birth date',
    title: 'Before you meet anyone',
    intro: 'Ascend is for adults. Tell us your first name and birth date to continue.',
  },
  city: {
    label: 'City',
    title: 'Where do you live?',
    intro: 'Members see the name of your city and a rounded distance, never where you are.',
  },
  photo: {
    label: 'Photo',
    title: 'Add a photo',
    intro: 'One is enough to start. You can add more, and choose your card photo, in Edit Profile.',
  },
  interests: {
    label: 'Interests',
    title: 'What do you enjoy?',
    intro: 'Pick three or more, so members see what you might do together.',
  },
} satisfies Record<WalkThroughStep, StepTexts>);

export const walkThroughTexts = defineTexts('walkThrough', {
  documentTitle: 'Welcome to Ascend',
  stepsLabel: 'Your first steps',
  loadingProfile: 'Loading your profile',
  optional: 'Optional',
  cityLabel: 'City',
  back: 'Back',
  skip: 'Skip for now',
  next: 'Continue',
  finish: 'Finish',
  loadingPhotos: 'Loading your photos',
  // SPEC §2: the avatar menu's and Settings' words for signing out.
  logOut: 'Log out',
});

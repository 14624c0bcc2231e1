import { defineTexts } from '@/shared/i18n';

/** SPEC §2 Home: the discovery page's title, the nudge to complete the profile, the notice while she is reviewed. */
export const homeTexts = defineTexts('home', {
  title: 'Discover',
  nudgeLabel: 'Profile completeness',
  completeProfile: 'Complete profile',
  nudgeTitle: (percent: number) => `Your profile is ${percent}% complete`,
  /** What is missing, joined with commas ('a bio, a photo'). */
  nudgeBody: (missing: string) => `Members with a fuller profile get more interest. Add ${missing}.`,
  percentComplete: (percent: number) => `${percent}% complete`,
  reviewLabel: 'Profile under review',
  reviewTitle: 'Your profile is hidden from Discover while we review reports about it',
  /** The link's words (contactUs) go where the language puts them. */
  reviewBody: (contactUs: string) => `Your matches and conversations go on as before. If you think this is a mistake, ${contactUs}.`,
  contactUs: 'contact us',
});

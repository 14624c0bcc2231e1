import { defineTexts } from '@/shared/i18n';

/** SPEC §2 and §8 (Preferences): the modal's title, buttons and toasts, verbatim. */
export const preferencesTexts = defineTexts('preferences', {
  title: 'Dating Preferences',
  reset: 'Reset Filters',
  save: 'Save Preferences',
  saved: 'Preferences saved successfully',
  saveFailed: 'Failed to save preferences',
  // Not in the SPEC: what the modal says when the saved values cannot be loaded.
  loadFailed: 'Could not load your preferences. Close and try again.',
  any: 'Any',
  // Not in the SPEC: the distance slider's name, as the range sliders' thumbs are 'Minimum age'...
  maxDistance: 'Maximum distance',
  // Not in the SPEC: the verified badge's filter (docs/features.md, Verified badge), one of all filters.
  verifiedOnly: 'Only verified members',
  // Not in the SPEC: the filters beyond the basic ones, on a plan without all filters (docs/plans.md).
  // (No plan named: moreFiltersLockedHigherPlan; two texts, so each language words both whole.)
  moreFiltersLocked: (plans: string) => `The filters below come with ${plans}. Yours are kept as saved and apply again when you upgrade.`,
  moreFiltersLockedHigherPlan: 'The filters below come with a higher plan.',
  close: 'Close',
  loading: 'Loading preferences',
  // The filters (SPEC §3); a range slider's thumbs are named 'Minimum …' and 'Maximum …'.
  ageRange: 'Age range',
  minAge: 'Minimum age',
  maxAge: 'Maximum age',
  genders: 'Genders',
  relationshipGoals: 'Relationship goals',
  incomeRange: 'Income range',
  minIncome: 'Minimum income',
  maxIncome: 'Maximum income',
  heightRange: 'Height range',
  minHeight: 'Minimum height',
  maxHeight: 'Maximum height',
  bodyTypes: 'Body types',
  hairTypes: 'Hair types',
  education: 'Education',
  drinking: 'Drinking',
  smoking: 'Smoking',
  religion: 'Religion',
  religionHint: 'Leave empty for any',
  hasChildren: 'Has children',
  wantsChildren: 'Wants children',
});

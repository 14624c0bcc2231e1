/** SPEC §2 and §8 (Preferences): the modal's title, buttons and toasts, verbatim. */
export const preferencesTexts = {
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
  moreFiltersLocked: (plans: string) =>
    plans ? `The filters below come with ${plans}. Yours are kept as saved and apply again when you upgrade.` : 'The filters below come with a higher plan.',
} as const;

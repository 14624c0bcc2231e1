/** SPEC §8, "Interests and connection requests": what answering an interest says. */
export const respondToInterestTexts = {
  accepted: 'Interest accepted!',
  rejected: 'Interest rejected',
  loadFailed: 'Failed to load likes',
  acceptFailed: 'Failed to accept interest',
  rejectFailed: 'Failed to reject interest',
} as const;

/** SPEC §8, "Interests and connection requests": what sending an interest toasts. */
export const showInterestTexts = {
  sent: 'Interest sent successfully!',
  duplicate: 'You have already shown interest in this person',
  failed: 'Failed to send interest',
} as const;

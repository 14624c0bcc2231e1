import { defineTexts } from '@/shared/i18n';

/** SPEC §8, "Interests and connection requests": what sending an interest toasts. */
export const showInterestTexts = defineTexts('showInterest', {
  sent: 'Interest sent successfully!',
  duplicate: 'You have already shown interest in this person',
  failed: 'Failed to send interest',
  // The button and its modal.
  showInterest: 'Show Interest',
  showInterestIn: (name: string) => `Show Interest in ${name}`,
  intro: (name: string) => `Let ${name} know you are interested.`,
  cancel: 'Cancel',
  send: 'Send Interest',
});

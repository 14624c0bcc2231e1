import { defineTexts } from '@/shared/i18n';

/** SPEC §8, "Interests and connection requests": what sending a connection request says. */
export const connectionRequestTexts = defineTexts('connectionRequest', {
  sent: 'Connection request sent!',
  duplicate: 'You have already sent a connection request to this user',
  failed: 'Failed to send connection request',
  // The button and its dialog.
  connect: 'Connect',
  connectWith: (name: string) => `Connect with ${name}`,
  alreadySent: 'Connection request sent',
  intro: (name: string) => `Send ${name} a request to connect, with a few words if you like.`,
  cancel: 'Cancel',
  send: 'Send Request',
});

/** SPEC §8, "Interests and connection requests": what sending a connection request says. */
export const connectionRequestTexts = {
  sent: 'Connection request sent!',
  duplicate: 'You have already sent a connection request to this user',
  failed: 'Failed to send connection request',
} as const;

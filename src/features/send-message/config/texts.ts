/** The composer's and the outbox's own texts (SPEC §8's 'Failed to send message' is the entity's). */
export const composerTexts = {
  label: 'Message',
  send: 'Send',
  sending: 'Sending…',
  retry: 'Retry',
  discard: 'Discard',
} as const;

/**
 * What the server tells a client when it refuses something: the `reason` of an error reply or the
 * `message` of a system event. Where hosted Realtime has a text for the case, it is that text.
 */
export const REASONS = {
  unmatchedTopic: 'unmatched topic',
  noTopicName: 'You must provide a topic name',
  tooManyChannels: 'Too many channels',
  readUnauthorized: (subTopic: string) => `You do not have permissions to read from this Channel topic: ${subTopic}`,
  // Hosted answers a track its policies refuse with the error `unauthorized`.
  presenceUnauthorized: 'unauthorized',
  captureDown: 'Realtime was unable to connect to the project database',
  unknownEvent: (event: string) => `unknown event \`${event}\``,
  tooManyEvents: 'Too many messages per second',
  badBroadcast: 'a broadcast needs a string event',
  badPresence: 'presence events are track and untrack',
  internal: 'Internal error',
  tokenMissingClaims: 'Fields `role` and `exp` are required in JWT',
  tokenInvalid: 'Failed to validate JWT signature',
  tokenExpired: (secondsAgo: number) => `Token has expired ${secondsAgo} seconds ago`,
} as const;

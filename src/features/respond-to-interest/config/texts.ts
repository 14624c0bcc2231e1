/** SPEC §8, "Interests and connection requests": what answering an interest says; then answering a connection request (no SPEC text). */
export const respondToInterestTexts = {
  accepted: 'Interest accepted!',
  rejected: 'Interest rejected',
  loadFailed: 'Failed to load likes',
  acceptFailed: 'Failed to accept interest',
  rejectFailed: 'Failed to reject interest',
  requestAccepted: 'Connection request accepted',
  requestDeclined: 'Connection request declined',
  requestAnswerFailed: 'Failed to answer connection request',
  requestsLoadFailed: 'Failed to load connection requests',
  noRequests: 'No connection requests are waiting for you.',
  noSentRequests: 'You have no connection requests waiting for an answer.',
  waiting: 'Waiting for an answer',
} as const;

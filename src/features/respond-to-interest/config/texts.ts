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
  noLikes: 'No one is waiting for an answer right now.',
  /** A plan without 'see_who_liked_you': how many, never who (docs/plans.md, See who liked you). */
  lockedCount: (count: number) => (count === 1 ? '1 person likes you' : `${count} people like you`),
  lockedHint: (plans: string) => `See who they are with ${plans}. Meanwhile you can answer a like on a profile you open.`,
};

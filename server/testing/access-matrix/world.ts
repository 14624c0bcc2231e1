import type { Claims } from '../../jwt';

/** A signed-up member, as server/testing/test-users.ts makes one. */
export interface Member {
  id: string;
  username: string;
  claims: Claims;
}

/**
 * The rows the access matrix asks about. Owner, other, stranger and blocked are signed-up members
 * with complete profiles, visible to everyone; the owner blocked the last; the owner and the other are matched (she showed interest,
 * he accepted), she wrote him a message and a connection request, and she passed on an interest
 * from the stranger. The owner has a photo, a spare uploaded file, a subscription and a payment
 * customer, written by the service role as checkout does, a boost (as start_boost writes it), and a support request with its
 * screenshot. access-matrix.test.ts makes it with the
 * helpers of server/testing.
 */
export interface World {
  owner: Member;
  other: Member;
  stranger: Member;
  /** A member the owner blocked. */
  blocked: Member;
  /** The owner's notification of the stranger's like. */
  notificationId: string;
  /** The owner's device, saved by save_push_subscription. */
  pushSubscriptionId: string;
  /** The owner's accepted interest in the other: their match. */
  matchId: string;
  messageId: string;
  /** The owner's message to the other, read: its read receipt. */
  readMessageId: string;
  requestId: string;
  /** The stranger's interest in the owner, which she passed on. */
  passedInterestId: string;
  photoId: string;
  /** The owner's boost. */
  boostId: string;
  /** The owner's pending photo verification, and its selfie in verification-selfies. */
  verificationId: string;
  verificationSelfie: string;
  /** An upcoming event the owner, the other and the blocked member go to (not the stranger). */
  eventId: string;
  /** The owner's call to the other, ended; the owner's call settings row exists too. */
  callId: string;
  /** A file in the owner's folder that no photo shows yet, and its public URL. */
  spareObject: string;
  spareUrl: string;
  /** The owner's support request, and the screenshot it names in support-screenshots. */
  supportRequestId: string;
  supportScreenshot: string;
}

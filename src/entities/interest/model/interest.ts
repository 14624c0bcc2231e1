/** SPEC §4: an interest starts pending; only its receiver accepts or rejects it, once. */
export const INTEREST_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type InterestStatus = (typeof INTEREST_STATUSES)[number];

/** An interest (a like) from one member to another (SPEC §3). */
export interface Interest {
  id: string;
  senderId: string;
  receiverId: string;
  /** Optional, stored trimmed; null when none was written. */
  message: string | null;
  status: InterestStatus;
  createdAt: string;
}

/** Where the member's verification stands (rpc get_my_verification, docs/features.md). */
export type VerificationStatus = 'none' | 'pending' | 'verified' | 'declined' | 'suspended';

export interface MyVerification {
  status: VerificationStatus;
  /** Why the last request was declined, when it was. */
  note: string | null;
}

/** The ai function's answer to a selfie: decided by the vision model, or waiting for the operator. */
export interface SelfieResult {
  status: 'verified' | 'declined' | 'pending';
  note: string | null;
}

/** A connection request waiting for an answer, with the other member as she may see them. */
export interface PendingConnectionRequest {
  id: string;
  /** received: hers to answer; sent: waiting for the other's answer. */
  direction: 'received' | 'sent';
  memberId: string;
  message: string | null;
  createdAt: string;
  /** Null fields when the other member hides their profile from her. */
  member: { username: string | null; firstName: string | null; age: number | null; primaryPhotoUrl: string | null };
}

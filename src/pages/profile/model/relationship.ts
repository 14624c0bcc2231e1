import type { Interest, InterestsWithMember } from '@/entities/interest';

/** Where the member stands with the person whose profile they view, as the page's actions show it. */
export type Relationship =
  | { kind: 'matched' }
  | { kind: 'theyLikeYou'; interest: Interest }
  | { kind: 'interestSent' }
  | { kind: 'none' };

/**
 * An accepted interest either way is a match. A pending one from them waits for the member's answer.
 * One the member sent reads "sent" whether pending or rejected: nobody is told they were turned down
 * (the database keeps a pass from its sender: docs/database.md, Interests and passes).
 */
export function relationshipOf({ sent, received }: InterestsWithMember): Relationship {
  if (sent?.status === 'accepted' || received?.status === 'accepted') return { kind: 'matched' };
  if (received?.status === 'pending') return { kind: 'theyLikeYou', interest: received };
  if (sent) return { kind: 'interestSent' };
  return { kind: 'none' };
}

import { LIST } from '@/shared/api';

/**
 * The cache tags of interests: one per other member (a sender/receiver pair holds at most one
 * interest each way), so that "did I already show interest in X" is refreshed by X's id, and one
 * for every list (the likes list and its count).
 */
export const interestTags = {
  list: { type: 'Interest', id: LIST },
  withMember: (memberId: string) => ({ type: 'Interest', id: memberId }) as const,
} as const;

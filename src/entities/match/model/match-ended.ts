import { createAction } from '@reduxjs/toolkit';
import { tags } from '@/shared/api';

/**
 * The member and another were separated: one of them blocked the other or ended their match (from
 * this tab, another one, or the other member's). Neither learns which.
 */
export const matchEnded = createAction<{ memberId: string }>('match/ended');

/**
 * Everything that shows the two together, to load again once they are apart: the relationship and
 * the profile, the feed, the likes both ways, the conversation list and their thread, the blocked list.
 */
export const separatedMemberTags = (memberId: string) => [
  tags.relationship(memberId),
  tags.profile(memberId),
  tags.members,
  tags.receivedInterests,
  tags.sentInterests,
  tags.connectionRequestTo(memberId),
  tags.conversations,
  tags.thread(memberId),
  tags.blockedMembers,
];

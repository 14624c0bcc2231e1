import { createAction } from '@reduxjs/toolkit';
import { tags } from '@/shared/api';

/**
 * The member and another were separated: one of them blocked the other (matched or not) or ended
 * their match, from this tab, another one, or the other member's. Neither learns which.
 */
export const memberSeparated = createAction<{ memberId: string }>('member/separated');

/**
 * Everything that shows the two together, to load again once they are apart: the relationship and
 * the profile, the feed, the likes and the connection requests both ways, the conversation list and
 * their thread, the notifications (the database deletes theirs: separate_members), the blocked list,
 * who goes to her events (a block hides each from the other there), and their call log (a block
 * ends a call in progress).
 * Every tag of shared/api/tags.ts is either here or said to be about no other member
 * (member-separated.test.ts).
 */
export const separatedMemberTags = (memberId: string) => [
  tags.relationship(memberId),
  tags.profile(memberId),
  tags.members,
  tags.receivedInterests,
  tags.sentInterests,
  tags.connectionRequests,
  tags.connectionRequestTo(memberId),
  tags.conversations,
  tags.thread(memberId),
  tags.notifications,
  tags.blockedMembers,
  tags.eventAttendees,
  tags.callLog(memberId),
];

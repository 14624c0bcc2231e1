import { addListener } from '@reduxjs/toolkit';
import { baseApi, changeBinding, memberStreamResumed, tags, type MemberStreamPart } from '@/shared/api';
import { memberSeparated, separatedMemberTags } from './member-separated';

/**
 * The blocks part of the member stream: a block or an unmatch naming the member, whichever side she
 * is on, becomes `member/separated` with the other member's id, and what showed the two together loads
 * again (an open thread closes, the card and the conversation leave their lists) without a reload.
 * A blocked member reads the row's two ids and time only, never whether it was a block.
 */
export function matchStream(me: string): MemberStreamPart {
  return {
    bindings: [
      changeBinding({ table: 'blocks', event: 'INSERT', filter: `blocker_id=eq.${me}`, toAction: (change) => memberSeparated({ memberId: change.new.blocked_id }) }),
      changeBinding({ table: 'blocks', event: 'INSERT', filter: `blocked_id=eq.${me}`, toAction: (change) => memberSeparated({ memberId: change.new.blocker_id }) }),
    ],
    reactions: [
      addListener({
        actionCreator: memberSeparated,
        effect: ({ payload: { memberId } }, { dispatch }) => void dispatch(baseApi.util.invalidateTags(separatedMemberTags(memberId))),
      }),
      // Relationships, likes, conversations and threads are caught up by their own entities.
      addListener({
        actionCreator: memberStreamResumed,
        effect: (_action, { dispatch }) => void dispatch(baseApi.util.invalidateTags([tags.members, tags.blockedMembers])),
      }),
    ],
  };
}

import { addListener } from '@reduxjs/toolkit';
import { baseApi, changeBinding, memberStreamResumed, tags, type MemberStreamPart } from '@/shared/api';
import { toInterest } from '../lib/map-interest';
import { interestAccepted, interestReceived } from './interest-events';

/**
 * The interests part of the member stream. A new interest to the member becomes `interest/received`;
 * her own interest turning accepted (she was accepted, or her interest made a mutual match)
 * `interest/accepted`. Neither row carries the other member's card, so the caches they change are
 * invalidated and what is on screen loads again: the likes badge and list, the relationship with that
 * member, and for a match the conversation list, her profile (a profile kept for matches now shows)
 * and the feed (which leaves matches out).
 */
export function interestStream(me: string): MemberStreamPart {
  return {
    bindings: [
      changeBinding({ table: 'interests', event: 'INSERT', filter: `receiver_id=eq.${me}`, toAction: (change) => interestReceived(toInterest(change.new)) }),
      changeBinding({
        table: 'interests',
        event: 'UPDATE',
        filter: `sender_id=eq.${me}`,
        toAction: (change) => interestAccepted(toInterest(change.new), change.new.created_at !== change.new.updated_at),
      }),
    ],
    reactions: [
      addListener({
        actionCreator: interestReceived,
        effect: ({ payload }, { dispatch }) => void dispatch(baseApi.util.invalidateTags([tags.receivedInterests, tags.relationship(payload.senderId)])),
      }),
      addListener({
        actionCreator: interestAccepted,
        effect: ({ payload: { receiverId } }, { dispatch }) =>
          void dispatch(baseApi.util.invalidateTags([tags.relationship(receiverId), tags.profile(receiverId), tags.members, tags.conversations])),
      }),
      addListener({
        actionCreator: memberStreamResumed,
        effect: (_action, { dispatch }) => void dispatch(baseApi.util.invalidateTags([tags.receivedInterests, tags.everyRelationship, tags.conversations])),
      }),
    ],
  };
}

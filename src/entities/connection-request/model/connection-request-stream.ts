import { addListener, createAction } from '@reduxjs/toolkit';
import { baseApi, changeBinding, memberStreamResumed, tags, type MemberStreamPart } from '@/shared/api';

/** Someone asked the member to connect (the request's id). */
export const connectionRequestReceived = createAction<{ id: string }>('connectionRequest/received');

/**
 * The connection requests part of the member stream: a request to her loads her lists again, whether
 * or not her settings want a notification of it. Only inserts to her: an answer is the receiver's to
 * keep (a sender still reads pending after a decline), so none is streamed.
 */
export function connectionRequestStream(me: string): MemberStreamPart {
  return {
    bindings: [
      changeBinding({
        table: 'connection_requests',
        event: 'INSERT',
        filter: `receiver_id=eq.${me}`,
        toAction: (change) => connectionRequestReceived({ id: change.new.id }),
      }),
    ],
    reactions: [
      addListener({
        actionCreator: connectionRequestReceived,
        effect: (_action, { dispatch }) => void dispatch(baseApi.util.invalidateTags([tags.connectionRequests])),
      }),
      addListener({
        actionCreator: memberStreamResumed,
        effect: (_action, { dispatch }) => void dispatch(baseApi.util.invalidateTags([tags.connectionRequests])),
      }),
    ],
  };
}

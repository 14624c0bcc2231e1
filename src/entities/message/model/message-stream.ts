import { addListener } from '@reduxjs/toolkit';
import { baseApi, changeBinding, memberStreamResumed, tags, type MemberStreamPart } from '@/shared/api';
import { fetchMissedMessages } from '../api/missed-messages';
import { unreadApi } from '../api/unread-api';
import { CATCH_UP_MARGIN_MS } from '../config/catch-up';
import { toMessage, toReadReceipt } from '../lib/map-message';
import { applyMessageRead, applyMessageReceived, asApi } from './message-cache';
import { messageRead, messageReceived } from './message-events';

/**
 * The messages part of the member stream. INSERTs to the member become `message/received`, read
 * receipts of her own messages `message/read` (rows of read_receipts, which the database sends only
 * while her plan includes them: docs/plans.md; the UPDATE of messages carries no read time); both
 * carry what the caches need, so they are patched, not refetched: the thread, every conversation list and the unread total (+ 1 for a new
 * unread one; a message delivered twice counts once). After an interruption, what arrived meanwhile
 * is fetched and dispatched the same way, then the lists and threads load again (reads and read
 * receipts the channel missed).
 */
export function messageStream(me: string): MemberStreamPart {
  const seen = new Set<string>();
  // Server times once a message arrived; the client's clock until then (the margin covers the gap).
  let newestSeen = Date.now();
  return {
    bindings: [
      changeBinding({ table: 'messages', event: 'INSERT', filter: `receiver_id=eq.${me}`, toAction: (change) => messageReceived(toMessage(change.new)) }),
      changeBinding({ table: 'read_receipts', event: 'INSERT', filter: `sender_id=eq.${me}`, toAction: (change) => messageRead(toReadReceipt(change.new)) }),
    ],
    reactions: [
      addListener({
        actionCreator: messageReceived,
        effect: ({ payload: message }, { dispatch: storeDispatch, getState }) => {
          const { dispatch } = asApi(storeDispatch, getState);
          const delivered = seen.has(message.id);
          if (message.receiverId === me) {
            seen.add(message.id);
            newestSeen = Math.max(newestSeen, Date.parse(message.createdAt));
          }
          const known = dispatch(applyMessageReceived(me, message)) || delivered;
          if (!known && message.receiverId === me && message.readAt === null) {
            dispatch(unreadApi.util.updateQueryData('getUnreadTotal', me, (total) => total + 1));
          }
        },
      }),
      addListener({
        actionCreator: messageRead,
        effect: ({ payload }, { dispatch, getState }) => void asApi(dispatch, getState).dispatch(applyMessageRead(me, payload)),
      }),
      addListener({
        actionCreator: memberStreamResumed,
        effect: async (_action, { dispatch }) => {
          const missed = await fetchMissedMessages(me, new Date(newestSeen - CATCH_UP_MARGIN_MS).toISOString());
          for (const message of missed ?? []) if (!seen.has(message.id)) dispatch(messageReceived(message));
          // Then what is open loads again: the total (reads made elsewhere meanwhile, the margin's
          // overlap), the lists and the threads (read receipts the channel missed).
          dispatch(baseApi.util.invalidateTags([tags.everyThread, tags.conversations]));
        },
      }),
    ],
  };
}

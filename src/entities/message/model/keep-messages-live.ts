import { addListener, type UnsubscribeListener } from '@reduxjs/toolkit';
import { baseApi, tags, streamChanges, type Change, type StreamLifecycle } from '@/shared/api';
import { fetchMissedMessages } from '../api/missed-messages';
import { CATCH_UP_MARGIN_MS } from '../config/catch-up';
import { toMessage } from '../lib/map-message';
import { applyMessageRead, applyMessageReceived, type MessageApiState } from './message-cache';
import type { Message } from './message';
import { messageRead, messageReceived } from './message-events';

interface Lifecycle extends StreamLifecycle<number> {
  dispatch: <Action>(action: Action) => unknown;
}

const addMessageListener = addListener.withTypes<MessageApiState>();

/**
 * The member's one messages channel, for as long as the unread total is cached: INSERTs to the
 * member become `message/received`, UPDATEs of the member's own messages (read receipts)
 * `message/read`. Listeners apply each to every cache (message-cache.ts), the unread total + 1 for a
 * new unread one. After a reconnect, what arrived meanwhile is fetched and dispatched the same way,
 * then the total, the open lists and threads load again (reads and read receipts the channel missed).
 */
export async function keepMessagesLive(me: string, lifecycle: Lifecycle): Promise<void> {
  const seen = new Set<string>();
  // Server times once a message arrived; the client's clock until then (the margin covers the gap).
  let newestSeen = Date.now();
  const onReceived = (message: Message, dispatch: (thunk: ReturnType<typeof applyMessageReceived>) => boolean) => {
    const delivered = seen.has(message.id);
    if (message.receiverId === me) {
      seen.add(message.id);
      newestSeen = Math.max(newestSeen, Date.parse(message.createdAt));
    }
    const known = dispatch(applyMessageReceived(me, message)) || delivered;
    if (!known && message.receiverId === me && message.readAt === null) lifecycle.updateCachedData((total) => total + 1);
  };
  const stops = [
    addMessageListener({ actionCreator: messageReceived, effect: ({ payload }, api) => onReceived(payload, api.dispatch) }),
    addMessageListener({ actionCreator: messageRead, effect: ({ payload }, api) => api.dispatch(applyMessageRead(me, payload)) }),
  ].map((listener) => lifecycle.dispatch(listener) as UnsubscribeListener);

  const catchUp = async () => {
    const missed = await fetchMissedMessages(me, new Date(newestSeen - CATCH_UP_MARGIN_MS).toISOString());
    for (const message of missed ?? []) if (!seen.has(message.id)) lifecycle.dispatch(messageReceived(message));
    // Then what is open loads again: the total (reads made elsewhere meanwhile, the margin's
    // overlap), the lists and the threads (read receipts the channel missed).
    lifecycle.dispatch(baseApi.util.invalidateTags([tags.everyThread, tags.conversations]));
  };
  try {
    await streamChanges(lifecycle, {
      bindings: [
        { table: 'messages', filter: `receiver_id=eq.${me}`, event: 'INSERT', toEvent: (change: Change<'messages', 'INSERT'>) => messageReceived(toMessage(change.new)) },
        { table: 'messages', filter: `sender_id=eq.${me}`, event: 'UPDATE', toEvent: (change: Change<'messages', 'UPDATE'>) => messageRead(toMessage(change.new)) },
      ],
      catchUp: () => void catchUp(),
    });
  } finally {
    stops.forEach((stop) => stop());
  }
}

import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { conversationsApi } from '../api/conversations-api';
import { threadApi } from '../api/thread-api';
import { applyMessageToList, isLastMessage, setLastMessageRead } from '../lib/conversation-pages';
import { setThreadMessageRead, upsertThreadMessage } from '../lib/thread-pages';
import type { Message, ReadReceipt } from './message';

/** The store as the message endpoints see it (the API slice is injected on first use, so the app's RootState has it optional). */
export type MessageApiState = Parameters<typeof conversationsApi.util.selectCachedArgsForQuery>[0] &
  Parameters<typeof threadApi.util.selectCachedArgsForQuery>[0];
/**
 * A thunk any store with the API slice can dispatch: the app's RootState has the (lazily injected)
 * API slice optional, so the thunk takes the state as unknown and reads it as the API's.
 */
export type CacheThunk<Result> = ThunkAction<Result, unknown, unknown, UnknownAction>;
export const asApi = (dispatch: ThunkDispatch<unknown, unknown, UnknownAction>, getState: () => unknown) => ({
  dispatch: dispatch as ThunkDispatch<MessageApiState, unknown, UnknownAction>,
  getState: getState as () => MessageApiState,
});

const partnerOf = (me: string, message: Pick<Message, 'senderId' | 'receiverId'>) => (message.senderId === me ? message.receiverId : message.senderId);

/** Every cached conversation list of the member (one per search typed). */
const cachedLists = (state: MessageApiState, me: string) =>
  conversationsApi.util.selectCachedArgsForQuery(state, 'getConversations').filter((args) => args.me === me);

/**
 * A message into the caches: the partner's thread if loaded (replacing a copy with the same id),
 * and every cached conversation list (last message, activity, order, unread + 1 when it is new and
 * from the partner), without a request. A list that does not hold the partner refetches, once:
 * only the server knows the partner's profile. Answers whether the message was known already.
 */
export const applyMessageReceived =
  (me: string, message: Message): CacheThunk<boolean> =>
  (storeDispatch, storeGetState) => {
    const { dispatch, getState } = asApi(storeDispatch, storeGetState);
    const partnerId = partnerOf(me, message);
    let known = false;
    dispatch(threadApi.util.updateQueryData('getThread', { me, partnerId }, (thread) => void (known = upsertThreadMessage(thread.pages, message))));
    const lists = cachedLists(getState(), me);
    for (const args of lists) {
      const list = conversationsApi.endpoints.getConversations.select(args)(getState()).data;
      known ||= isLastMessage(list?.pages ?? [], partnerId, message.id);
    }
    const countUnread = !known && message.senderId === partnerId && message.readAt === null;
    for (const args of lists) {
      let held = false;
      dispatch(conversationsApi.util.updateQueryData('getConversations', args, (list) => void (held = applyMessageToList(list.pages, partnerId, message, countUnread))));
      // Only the unfiltered list must hold every partner; a search may leave this one out.
      if (!held && args.search.trim() === '') void dispatch(conversationsApi.endpoints.getConversations.initiate(args, { subscribe: false, forceRefetch: true }));
    }
    return known;
  };

/** A read receipt into the caches: read_at on the thread's copy and on the list's last message. */
export const applyMessageRead =
  (me: string, receipt: ReadReceipt): CacheThunk<void> =>
  (storeDispatch, storeGetState) => {
    const { dispatch, getState } = asApi(storeDispatch, storeGetState);
    const partnerId = partnerOf(me, receipt);
    dispatch(threadApi.util.updateQueryData('getThread', { me, partnerId }, (thread) => setThreadMessageRead(thread.pages, receipt)));
    for (const args of cachedLists(getState(), me)) {
      dispatch(conversationsApi.util.updateQueryData('getConversations', args, (list) => setLastMessageRead(list.pages, partnerId, receipt)));
    }
  };

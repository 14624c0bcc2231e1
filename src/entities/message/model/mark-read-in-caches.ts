import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { conversationsApi } from '../api/conversations-api';
import { threadApi } from '../api/thread-api';
import { unreadApi } from '../api/unread-api';
import { clearUnread } from '../lib/conversation-pages';
import { markThreadRead } from '../lib/thread-pages';
import { asApi, type CacheThunk, type MessageApiState } from './message-cache';

type State = MessageApiState & Parameters<typeof unreadApi.util.selectCachedArgsForQuery>[0];

/**
 * For a mark-read mutation's onQueryStarted: the partner's unread messages read in the thread, the
 * conversation's unread count 0 in every cached list, the unread total less what they held. Answers
 * the undo, for when the request fails.
 */
export const markConversationReadInCaches =
  (me: string, partnerId: string, readAt: string): CacheThunk<() => void> =>
  (storeDispatch, storeGetState) => {
    const { getState } = asApi(storeDispatch, storeGetState);
    const dispatch = storeDispatch as ThunkDispatch<State, unknown, UnknownAction>;
    let marked = 0;
    const patches = [dispatch(threadApi.util.updateQueryData('getThread', { me, partnerId }, (thread) => void (marked = markThreadRead(thread.pages, partnerId, readAt))))];
    for (const args of conversationsApi.util.selectCachedArgsForQuery(getState(), 'getConversations').filter((cached) => cached.me === me)) {
      patches.push(dispatch(conversationsApi.util.updateQueryData('getConversations', args, (list) => void (marked = Math.max(marked, clearUnread(list.pages, partnerId))))));
    }
    patches.push(dispatch(unreadApi.util.updateQueryData('getUnreadTotal', me, (total) => Math.max(0, total - marked))));
    return () => patches.forEach((patch) => patch.undo());
  };

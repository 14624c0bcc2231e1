import { baseApi, tags } from '@/shared/api';
import { keepMessagesLive } from '../model/keep-messages-live';
import { countUnread } from './count-unread';

export const unreadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The header badge: messages to the member not read yet (an argument: the member's id). */
    getUnreadTotal: build.query<number, string>({
      queryFn: countUnread,
      providesTags: [tags.conversations],
      // The badge is shown on every signed-in page, so its cache entry carries the member's one
      // messages channel, which keeps every messaging cache current.
      onCacheEntryAdded: (me, lifecycle) => keepMessagesLive(me, lifecycle),
    }),
  }),
});

export const { useGetUnreadTotalQuery } = unreadApi;

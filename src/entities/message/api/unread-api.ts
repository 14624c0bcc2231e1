import { baseApi, tags } from '@/shared/api';
import { countUnread } from './count-unread';

export const unreadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The header badge: messages to the member not read yet (an argument: the member's id). */
    getUnreadTotal: build.query<number, string>({
      queryFn: countUnread,
      providesTags: [tags.conversations],
    }),
  }),
});

export const { useGetUnreadTotalQuery } = unreadApi;

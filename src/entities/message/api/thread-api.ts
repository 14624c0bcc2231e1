import { baseApi, tags, supabaseQuery } from '@/shared/api';
import { toMessage } from '../lib/map-message';
import type { ThreadPage } from '../model/thread';

/** The page: the newest 50, then 50 older on each scroll up. */
export const THREAD_PAGE_SIZE = 50;

/** The member's id (one member's cache is never another's) and the partner's. */
export interface ThreadArgs {
  me: string;
  partnerId: string;
}

export const threadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The messages with one partner, both ways: pages newest first, the next page older (param: the oldest id). */
    getThread: build.infiniteQuery<ThreadPage, ThreadArgs, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      queryFn: ({ queryArg: { partnerId }, pageParam }) =>
        supabaseQuery(
          (supabase) => supabase.rpc('get_messages', { partner: partnerId, before: pageParam ?? undefined, page_size: THREAD_PAGE_SIZE }),
          {
            context: 'Load messages',
            map: (rows) => ({
              messages: (rows ?? []).map(toMessage),
              nextCursor: (rows ?? []).length < THREAD_PAGE_SIZE ? null : (rows?.at(-1)?.id ?? null),
            }),
          },
        ),
      providesTags: (_result, _error, { partnerId }) => [tags.thread(partnerId)],
    }),
  }),
});

export const { useGetThreadInfiniteQuery } = threadApi;

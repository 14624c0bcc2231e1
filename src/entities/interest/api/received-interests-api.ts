import { baseApi, tags, supabaseQuery } from '@/shared/api';
import { toReceivedLikesPage, type ReceivedLikesCursor, type ReceivedLikesPage } from '../lib/received-likes-page';

/** The database's page (get_received_interests' page_size, at most 50). */
export const RECEIVED_LIKES_PAGE_SIZE = 50;

export const receivedInterestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The likes badge, and how many a locked People Interested in You shows: pending interests the
     * member received from members she may see (an argument: the member's id, which keys the cache).
     * Every plan gets the number and nothing of who (docs/plans.md, See who liked you).
     */
    getPendingInterestCount: build.query<number, string>({
      queryFn: () => supabaseQuery((supabase) => supabase.rpc('count_received_interests'), { context: 'Count pending interests', map: (count) => count ?? 0 }),
      providesTags: [tags.receivedInterests],
    }),
    /**
     * People Interested in You: pending interests received, newest first, with each sender, 50 at a
     * time ('Load more' asks for the next page, before the last one's time and id). Only for a plan
     * that shows who liked her: the database refuses the others (402), who are shown the count instead.
     */
    getPendingInterests: build.infiniteQuery<ReceivedLikesPage, string, ReceivedLikesCursor | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next,
        // A refetch (a new like) starts again from the newest rather than replaying every cursor.
        refetchCachedPages: false,
      },
      queryFn: ({ pageParam }) =>
        supabaseQuery(
          (supabase) =>
            supabase.rpc('get_received_interests', {
              before_at: pageParam?.at,
              before_id: pageParam?.id,
              page_size: RECEIVED_LIKES_PAGE_SIZE,
            }),
          { context: 'Load likes', map: (rows) => toReceivedLikesPage(rows ?? [], RECEIVED_LIKES_PAGE_SIZE) },
        ),
      providesTags: (data) => [
        tags.receivedInterests,
        ...(data?.pages ?? []).flatMap((page) => page.likes.map((like) => tags.relationship(like.senderId))),
      ],
    }),
  }),
});

export const { useGetPendingInterestCountQuery, useGetPendingInterestsInfiniteQuery } = receivedInterestsApi;

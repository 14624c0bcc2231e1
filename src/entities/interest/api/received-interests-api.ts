import { baseApi, tags, supabaseQuery } from '@/shared/api';
import { toReceivedLike } from '../lib/map-received-like';
import type { ReceivedLike } from '../model/received-like';

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
     * People Interested in You: pending interests received, newest first, with each sender; the
     * newest 50 (the database's page). Only for a plan that shows who liked her: the database refuses
     * the others (402), who are shown the count instead.
     */
    getPendingInterests: build.query<ReceivedLike[], string>({
      queryFn: () => supabaseQuery((supabase) => supabase.rpc('get_received_interests'), { context: 'Load likes', map: (rows) => (rows ?? []).map(toReceivedLike) }),
      providesTags: (likes) => [tags.receivedInterests, ...(likes ?? []).map((like) => tags.relationship(like.senderId))],
    }),
  }),
});

export const { useGetPendingInterestCountQuery, useGetPendingInterestsQuery } = receivedInterestsApi;

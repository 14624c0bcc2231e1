import { baseApi, tags, supabaseQuery } from '@/shared/api';
import { toReceivedLike } from '../lib/map-received-like';
import type { ReceivedLike } from '../model/received-like';

// Inner joins on the view: an interest whose sender hides their profile from the member is neither
// listed nor counted, so the badge and the list always agree.
const SENDER = 'sender:public_profiles!sender_id!inner(id, username, first_name, age, photos)';
const SENDER_VISIBLE = 'sender:public_profiles!sender_id!inner(id)';

export const receivedInterestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The likes badge: pending interests the member received (an argument: the member's id). */
    getPendingInterestCount: build.query<number, string>({
      queryFn: (me) =>
        supabaseQuery(
          (supabase) =>
            supabase
              .from('interests')
              .select(`id, ${SENDER_VISIBLE}`, { count: 'exact', head: true })
              .eq('receiver_id', me)
              .eq('status', 'pending')
              .then(({ count, error }) => (error ? { data: null, error } : { data: count ?? 0, error: null })),
          { context: 'Count pending interests', map: (count) => count ?? 0 },
        ),
      providesTags: [tags.receivedInterests],
    }),
    /** People Interested in You: pending interests received, newest first, with each sender. */
    getPendingInterests: build.query<ReceivedLike[], string>({
      queryFn: (me) =>
        supabaseQuery(
          (supabase) =>
            supabase
              .from('interests')
              .select(`id, sender_id, message, created_at, ${SENDER}`)
              .eq('receiver_id', me)
              .eq('status', 'pending')
              .order('created_at', { ascending: false })
              .order('id', { ascending: false }),
          { context: 'Load likes', map: (rows) => (rows ?? []).map(toReceivedLike) },
        ),
      providesTags: (likes) => [tags.receivedInterests, ...(likes ?? []).map((like) => tags.relationship(like.senderId))],
    }),
  }),
});

export const { useGetPendingInterestCountQuery, useGetPendingInterestsQuery } = receivedInterestsApi;

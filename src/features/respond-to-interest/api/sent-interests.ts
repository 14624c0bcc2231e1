import { baseApi, supabaseQuery, tags, type Tables } from '@/shared/api';

/** A like the member sent that waits for an answer, with the member she liked as she may see them. */
export interface SentLike {
  id: string;
  receiverId: string;
  message: string | null;
  createdAt: string;
  /** Null fields when the other member hides their profile from her. */
  receiver: { username: string | null; firstName: string | null; age: number | null; primaryPhotoUrl: string | null };
}

type ReceiverColumns = Pick<Tables<'public_profiles'>, 'username' | 'first_name' | 'age' | 'photos'>;
type SentLikeRow = Pick<Tables<'interests'>, 'id' | 'receiver_id' | 'message' | 'created_at'> & { receiver: ReceiverColumns | null };

const toSentLike = (row: SentLikeRow): SentLike => ({
  id: row.id,
  receiverId: row.receiver_id,
  message: row.message,
  createdAt: row.created_at,
  receiver: {
    username: row.receiver?.username ?? null,
    firstName: row.receiver?.first_name ?? null,
    age: row.receiver?.age ?? null,
    primaryPhotoUrl: row.receiver?.photos?.[0] ?? null,
  },
});

// A left join on the view: a like to someone who now hides their profile from her is still hers to
// see and withdraw, under no name of theirs. A like the other passed on still reads pending to her.
const RECEIVER = 'receiver:public_profiles!receiver_id(username, first_name, age, photos)';
const SHOWN = 100;

export const sentInterestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The likes she sent still pending, newest first (an argument: her id). */
    getSentInterests: build.query<SentLike[], string>({
      queryFn: (me) =>
        supabaseQuery(
          (supabase) =>
            supabase
              .from('interests')
              .select(`id, receiver_id, message, created_at, ${RECEIVER}`)
              .eq('sender_id', me)
              .eq('status', 'pending')
              .order('created_at', { ascending: false })
              .order('id', { ascending: false })
              .limit(SHOWN),
          { context: 'Load sent likes', map: (rows) => ((rows ?? []) as SentLikeRow[]).map(toSentLike) },
        ),
      providesTags: [tags.sentInterests],
    }),
    /**
     * Withdraws a pending like (supabase/schemas/interests/withdraw_interest.sql): it goes from her list
     * at once and comes back if the database refuses. The day's count stays spent.
     */
    withdrawInterest: build.mutation<boolean, { me: string; receiverId: string }>({
      queryFn: ({ receiverId }) =>
        supabaseQuery((supabase) => supabase.rpc('withdraw_interest', { target: receiverId }), {
          context: 'Withdraw interest',
          map: (withdrawn) => withdrawn === true,
        }),
      async onQueryStarted({ me, receiverId }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          sentInterestsApi.util.updateQueryData('getSentInterests', me, (likes) => likes.filter((like) => like.receiverId !== receiverId)),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      // Where she stands with that member, and the feed, which may show them again.
      invalidatesTags: (_result, error, { receiverId }) =>
        error ? [] : [tags.sentInterests, tags.relationship(receiverId), tags.profile(receiverId), tags.members],
    }),
  }),
});

export const { useGetSentInterestsQuery, useWithdrawInterestMutation } = sentInterestsApi;

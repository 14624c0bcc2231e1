import { receivedInterestsApi } from '@/entities/interest';
import { baseApi, tags, supabaseQuery } from '@/shared/api';

export type InterestAnswer = 'accepted' | 'rejected';

export interface AnswerInterestArgs {
  /** The member answering: the interest's receiver. */
  me: string;
  interestId: string;
  senderId: string;
  answer: InterestAnswer;
}

export const answerInterestApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * SPEC §7 "update status". Accepting is accept_interest(): the receiver only, by id, on every plan
     * (a plan that hides who liked her cannot select the row: docs/plans.md, See who liked you).
     * Rejecting is pass_interest(): the pass is kept apart from the row the sender reads, so she is
     * never told (docs/database.md, Interests and passes).
     */
    answerInterest: build.mutation<null, AnswerInterestArgs>({
      queryFn: async ({ interestId, answer }) => {
        const context = `Answer interest (${answer})`;
        const result =
          answer === 'accepted'
            ? await supabaseQuery((supabase) => supabase.rpc('accept_interest', { interest_id: interestId }), {
                context,
                map: (accepted) => (accepted ? 1 : 0),
              })
            : await supabaseQuery((supabase) => supabase.rpc('pass_interest', { interest_id: interestId }), {
                context,
                map: (passed) => (passed ? 1 : 0),
              });
        if ('error' in result) return result;
        if (result.data === 1) return { data: null };
        // No row changed: answered already (in another tab), or not the member's to answer.
        console.error(`${context} failed`, `no pending interest ${interestId} to answer`);
        return { error: { message: 'No pending interest to answer', code: 'not_pending' } };
      },
      // The like leaves the list and the badge at once, and comes back if the answer fails.
      async onQueryStarted({ me, interestId }, { dispatch, queryFulfilled }) {
        const list = dispatch(
          receivedInterestsApi.util.updateQueryData('getPendingInterests', me, (data) => {
            for (const page of data.pages) page.likes = page.likes.filter((like) => like.id !== interestId);
          }),
        );
        const count = dispatch(receivedInterestsApi.util.updateQueryData('getPendingInterestCount', me, (pending) => Math.max(0, pending - 1)));
        try {
          await queryFulfilled;
        } catch {
          list.undo();
          count.undo();
        }
      },
      // The pair's state on the profile page. An acceptance is a match, which changes who sees whom:
      // a profile kept for matches shows, the feed leaves matched members out (the profile list),
      // and the conversation list gains the new match.
      invalidatesTags: (_result, error, { senderId, answer }) => {
        if (error) return [];
        const pair = tags.relationship(senderId);
        return answer === 'accepted' ? [pair, tags.profile(senderId), tags.members, tags.conversations] : [pair];
      },
    }),
  }),
});

export const { useAnswerInterestMutation } = answerInterestApi;

import { baseApi, supabaseQuery, tags } from '@/shared/api';

// The receiver's answer. The rules (accepting is a match, declining tells nobody) are the database's
// (supabase/schemas/interests/answer_connection_request.sql).
export const answerConnectionRequestApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    answerConnectionRequest: build.mutation<boolean, { requestId: string; memberId: string; accept: boolean }>({
      queryFn: ({ requestId, accept }) =>
        supabaseQuery((supabase) => supabase.rpc('answer_connection_request', { request_id: requestId, accept }), {
          context: 'Answer connection request',
          map: (answered) => answered === true,
        }),
      // Accepted, the two are a match: what shows who is matched loads again.
      invalidatesTags: (_result, error, { memberId, accept }) =>
        error
          ? []
          : accept
            ? [tags.connectionRequests, tags.relationship(memberId), tags.profile(memberId), tags.members, tags.conversations, tags.receivedInterests]
            : [tags.connectionRequests],
    }),
  }),
});

export const { useAnswerConnectionRequestMutation } = answerConnectionRequestApi;

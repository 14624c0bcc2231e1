import { baseApi, supabaseQuery, tags, type Database } from '@/shared/api';

type GeneratedRow = Database['public']['Functions']['get_connection_requests']['Returns'][number];

/** A connection request waiting for an answer, with the other member as she may see them. */
export interface PendingConnectionRequest {
  id: string;
  /** received: hers to answer; sent: waiting for the other's answer. */
  direction: 'received' | 'sent';
  memberId: string;
  message: string | null;
  createdAt: string;
  /** Null fields when the other member hides their profile from her. */
  member: { username: string | null; firstName: string | null; age: number | null; primaryPhotoUrl: string | null };
}

const toRequest = (row: GeneratedRow): PendingConnectionRequest => ({
  id: row.id,
  direction: row.direction as PendingConnectionRequest['direction'],
  memberId: row.member_id,
  message: row.message,
  createdAt: row.created_at,
  member: { username: row.username, firstName: row.first_name, age: row.age, primaryPhotoUrl: row.primary_photo_url },
});

// The rules (accepting is a match, declining tells nobody) are the database's
// (supabase/schemas/interests/answer_connection_request.sql).
export const connectionRequestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getConnectionRequests: build.query<PendingConnectionRequest[], string>({
      queryFn: () =>
        supabaseQuery((supabase) => supabase.rpc('get_connection_requests'), {
          context: 'Load connection requests',
          map: (rows) => (rows ?? []).map(toRequest),
        }),
      providesTags: [tags.connectionRequests],
    }),
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

export const { useGetConnectionRequestsQuery, useAnswerConnectionRequestMutation } = connectionRequestsApi;

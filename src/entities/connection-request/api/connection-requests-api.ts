import { baseApi, supabaseQuery, tags } from '@/shared/api';
import { toConnectionRequest } from '../lib/map-connection-request';
import type { PendingConnectionRequest } from '../model/connection-request';

/** Who is asking: the signed-in member, and the member she may have asked. */
export interface ConnectionRequestPair {
  me: string;
  receiverId: string;
}

// The member's connection requests as she reads them. Sending and answering are features
// (send-connection-request, respond-to-interest); the rules are the database's
// (supabase/schemas/interests/answer_connection_request.sql).
export const connectionRequestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The requests waiting for an answer, both ways (the Likes dialog's lists; an argument: her id, which keys the cache). */
    getConnectionRequests: build.query<PendingConnectionRequest[], string>({
      queryFn: () =>
        supabaseQuery((supabase) => supabase.rpc('get_connection_requests'), {
          context: 'Load connection requests',
          map: (rows) => (rows ?? []).map(toConnectionRequest),
        }),
      providesTags: [tags.connectionRequests],
    }),
    /** Whether the member already asked this person to connect (RLS: one's own requests only). */
    hasSentConnectionRequest: build.query<boolean, ConnectionRequestPair>({
      queryFn: ({ me, receiverId }) =>
        supabaseQuery(
          (supabase) => supabase.from('connection_requests').select('id').eq('sender_id', me).eq('receiver_id', receiverId),
          { context: 'Load connection request', map: (rows) => (rows ?? []).length > 0 },
        ),
      providesTags: (_result, _error, { receiverId }) => [tags.connectionRequestTo(receiverId)],
    }),
  }),
});

export const { useGetConnectionRequestsQuery, useHasSentConnectionRequestQuery } = connectionRequestsApi;

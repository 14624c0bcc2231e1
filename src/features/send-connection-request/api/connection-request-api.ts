import { baseApi, isPlanLimitError, isRateLimitError, mapDatabaseError, tags, supabaseQuery, type ApiError } from '@/shared/api';
import { connectionRequestTexts } from '../config/texts';

export interface ConnectionRequestArgs {
  /** The signed-in member, who sends it. */
  me: string;
  receiverId: string;
}

export interface SendConnectionRequestArgs extends ConnectionRequestArgs {
  /** As typed: sent trimmed, and an empty one is no message. */
  message: string;
}

// SPEC §8: one request per pair (23505) has its own message; so have the database's limits (PT429,
// docs/security.md: 20 a day, and a week after a lifted block; PT402, docs/plans.md: a request is one
// of the plan's interests a day), in its own words; every other failure reads the same.
const mapSendError = (error: unknown): ApiError => {
  if (isRateLimitError(error) || isPlanLimitError(error)) return mapDatabaseError(error) as ApiError;
  const code = (error as { code?: string } | null)?.code;
  return { message: code === '23505' ? connectionRequestTexts.duplicate : connectionRequestTexts.failed, code };
};

export const connectionRequestApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Whether the member already asked this person to connect (RLS: one's own requests only). */
    hasSentConnectionRequest: build.query<boolean, ConnectionRequestArgs>({
      queryFn: ({ me, receiverId }) =>
        supabaseQuery(
          (supabase) => supabase.from('connection_requests').select('id').eq('sender_id', me).eq('receiver_id', receiverId),
          { context: 'Load connection request', map: (rows) => (rows ?? []).length > 0 },
        ),
      providesTags: (_result, _error, { receiverId }) => [tags.connectionRequestTo(receiverId)],
    }),
    /** SPEC §7: insert (sender_id, receiver_id, message). RLS: as oneself, to a profile one may see. */
    sendConnectionRequest: build.mutation<null, SendConnectionRequestArgs>({
      queryFn: ({ me, receiverId, message }) =>
        supabaseQuery(
          (supabase) =>
            supabase.from('connection_requests').insert({ sender_id: me, receiver_id: receiverId, message: message.trim() || null }),
          { context: 'Send connection request', mapError: mapSendError, map: () => null },
        ),
      // A duplicate means one was sent already (another tab): the button should say so too. A request
      // sent is one of today's interests (what is left of them).
      invalidatesTags: (_result, error, { receiverId }) =>
        !error ? [tags.connectionRequestTo(receiverId), tags.connectionRequests, tags.myUsage] : error.code === '23505' ? [tags.connectionRequestTo(receiverId), tags.connectionRequests] : [],
    }),
  }),
});

export const { useHasSentConnectionRequestQuery, useSendConnectionRequestMutation } = connectionRequestApi;

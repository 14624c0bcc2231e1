import type { ConnectionRequestPair } from '@/entities/connection-request';
import { baseApi, isPlanLimitError, isRateLimitError, mapDatabaseError, tags, supabaseQuery, type ApiError } from '@/shared/api';
import { connectionRequestTexts } from '../config/texts';

export interface SendConnectionRequestArgs extends ConnectionRequestPair {
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

export const { useSendConnectionRequestMutation } = connectionRequestApi;

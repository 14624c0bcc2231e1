import { discoveryApi } from '@/entities/discovery-card';
import { toInterest, type Interest } from '@/entities/interest';
import { baseApi, tags, supabaseQuery, type ApiError } from '@/shared/api';
import { showInterestMessages } from '../config/messages';
import { removeFromFeed } from '../lib/remove-from-feed';

export interface SendInterestArgs {
  senderId: string;
  receiverId: string;
  /** As typed: sent trimmed, and an empty one is no message. */
  message: string;
}

const UNIQUE_VIOLATION = '23505';

// SPEC §8: one interest per pair (23505) has its own message; every other failure reads the same.
const mapSendError = (error: unknown): ApiError => {
  const code = (error as { code?: string } | null)?.code;
  return { message: code === UNIQUE_VIOLATION ? showInterestMessages.duplicate : showInterestMessages.failed, code };
};

/** queryFulfilled rejects with `{ error }`, the ApiError above. */
const isDuplicate = (failure: unknown) => (failure as { error?: ApiError } | null)?.error?.code === UNIQUE_VIOLATION;

export const showInterestApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** SPEC §7: insert (sender_id, receiver_id, message). RLS: as oneself, to a profile one may see. */
    sendInterest: build.mutation<Interest | null, SendInterestArgs>({
      queryFn: ({ senderId, receiverId, message }) =>
        supabaseQuery(
          (supabase) =>
            supabase
              .from('interests')
              .insert({ sender_id: senderId, receiver_id: receiverId, message: message.trim() || null })
              .select()
              .single(),
          { context: 'Send interest', mapError: mapSendError, map: (row) => row && toInterest(row) },
        ),
      // The card leaves the feed at once and comes back if the insert fails.
      async onQueryStarted({ senderId, receiverId }, { dispatch, queryFulfilled }) {
        const patch = dispatch(discoveryApi.util.updateQueryData('getDiscoveryFeed', senderId, removeFromFeed(receiverId)));
        try {
          await queryFulfilled;
        } catch (failure) {
          // A duplicate means the interest exists: the card stays out, as the feed would leave it out.
          if (!isDuplicate(failure)) patch.undo();
        }
      },
      // A mutual interest is a match at once (a trigger after the insert, so the returned row still
      // reads pending): the state with the receiver, the likes, what each may see of the other, and
      // the conversation list, which gains the match.
      invalidatesTags: (_result, error, { receiverId }) =>
        error ? [] : [tags.receivedInterests, tags.interestsWith(receiverId), tags.profile(receiverId), tags.conversations],
    }),
  }),
});

export const { useSendInterestMutation } = showInterestApi;

import { discoveryApi } from '@/entities/discovery-feed';
import { toInterest, type Interest } from '@/entities/interest';
import { baseApi, isPlanLimitError, isRateLimitError, mapDatabaseError, tags, supabaseQuery, type ApiError } from '@/shared/api';
import { showInterestTexts } from '../config/texts';
import { removeFromFeed } from '../lib/remove-from-feed';

export interface SendInterestArgs {
  /** The signed-in member, who sends it. */
  me: string;
  receiverId: string;
  /** As typed: sent trimmed, and an empty one is no message. */
  message: string;
}

const UNIQUE_VIOLATION = '23505';

// SPEC §8: one interest per pair (23505) has its own message; so have the plan's daily limit (PT402,
// docs/plans.md) and sending too fast (PT429, docs/security.md), in the database's own words; every
// other failure reads the same.
const mapSendError = (error: unknown): ApiError => {
  if (isPlanLimitError(error) || isRateLimitError(error)) return mapDatabaseError(error) as ApiError;
  const code = (error as { code?: string } | null)?.code;
  return { message: code === UNIQUE_VIOLATION ? showInterestTexts.duplicate : showInterestTexts.failed, code };
};

/** queryFulfilled rejects with `{ error }`, the ApiError above. */
const isDuplicate = (failure: unknown) => (failure as { error?: ApiError } | null)?.error?.code === UNIQUE_VIOLATION;

export const showInterestApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** SPEC §7: insert (sender_id, receiver_id, message). RLS: as oneself, to a profile one may see. */
    sendInterest: build.mutation<Interest | null, SendInterestArgs>({
      queryFn: ({ me, receiverId, message }) =>
        supabaseQuery(
          (supabase) =>
            supabase
              .from('interests')
              .insert({ sender_id: me, receiver_id: receiverId, message: message.trim() || null })
              .select()
              .single(),
          { context: 'Send interest', mapError: mapSendError, map: (row) => row && toInterest(row) },
        ),
      // The card leaves the feed at once and comes back if the insert fails.
      async onQueryStarted({ me, receiverId }, { dispatch, queryFulfilled }) {
        const patch = dispatch(discoveryApi.util.updateQueryData('getDiscoveryFeed', me, removeFromFeed(receiverId)));
        try {
          await queryFulfilled;
        } catch (failure) {
          // A duplicate means the interest exists: the card stays out, as the feed would leave it out.
          if (!isDuplicate(failure)) patch.undo();
        }
      },
      // A mutual interest is a match at once (a trigger after the insert, so the returned row still
      // reads pending): the state with the receiver, the likes both ways, what each may see of the
      // other, the conversation list, which gains the match, and what is left of today's interests.
      invalidatesTags: (_result, error, { receiverId }) =>
        error ? [] : [tags.receivedInterests, tags.sentInterests, tags.relationship(receiverId), tags.profile(receiverId), tags.conversations, tags.myUsage],
    }),
  }),
});

export const { useSendInterestMutation } = showInterestApi;

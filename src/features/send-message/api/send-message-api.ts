import { applyMessageReceived, messageTexts, toMessage, type Message } from '@/entities/message';
import { baseApi, isPlanLimitError, isRateLimitError, mapDatabaseError, supabaseQuery, type ApiError } from '@/shared/api';
import type { OutboxMessage } from '../model/outbox-message';
import { messageDelivered, sendFailed, sendRefused, sendStarted } from '../model/outbox-slice';

export type SendMessageArgs = Omit<OutboxMessage, 'status'>;

// A send the network swallows (no answer at all) fails after this long and offers Retry, which sends
// the same id: if the first attempt was stored after all, the retry returns that row.
const SEND_TIMEOUT_MS = 15_000;

// SPEC §8 has one text for every failure to send; the code stays for the log and the tests. The
// plan's daily limit (PT402) is no failure to retry, and sending too fast (PT429) is one to retry
// later: both show the database's own message.
const mapSendError = (error: unknown): ApiError =>
  isPlanLimitError(error) || isRateLimitError(error)
    ? (mapDatabaseError(error) as ApiError)
    : { message: messageTexts.sendFailed, code: (error as { code?: string } | null)?.code };

/** queryFulfilled rejects with `{ error }`, the ApiError above, or with what the code below threw. */
const errorOf = (failure: unknown): ApiError | undefined => (failure as { error?: ApiError } | null)?.error;

export const sendMessageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * send_message(id, receiver, body): the id is the client's, so a retry after a lost answer
     * stores one row. The message waits in the outbox (shown 'sending', then 'failed' with Retry)
     * until the database answers with the stored row, which then takes its place in the thread.
     */
    sendMessage: build.mutation<Message | null, SendMessageArgs>({
      queryFn: ({ id, receiverId, content }) =>
        supabaseQuery(
          (supabase) =>
            supabase
              .rpc('send_message', { message_id: id, receiver: receiverId, body: content })
              .abortSignal(AbortSignal.timeout(SEND_TIMEOUT_MS))
              .single(),
          {
            context: 'Send message',
            mapError: mapSendError,
            map: (row) => (row ? toMessage(row) : null),
          },
        ),
      async onQueryStarted(message, { dispatch, queryFulfilled }) {
        dispatch(sendStarted(message));
        try {
          const { data } = await queryFulfilled;
          // No row back would mean the id is not the member's: never claim it was sent.
          if (!data) throw new Error('send_message returned no row');
          // The stored row into the thread and the conversation lists first, then out of the outbox: no blink.
          dispatch(applyMessageReceived(message.senderId, data));
          dispatch(messageDelivered({ senderId: message.senderId, id: message.id }));
        } catch (failure) {
          const error = errorOf(failure);
          const ref = { senderId: message.senderId, id: message.id };
          if (error && isPlanLimitError(error)) dispatch(sendRefused({ ...ref, reason: error.message }));
          else dispatch(sendFailed({ ...ref, ...(error && isRateLimitError(error) && { reason: error.message }) }));
        }
      },
    }),
  }),
});

export const { useSendMessageMutation } = sendMessageApi;

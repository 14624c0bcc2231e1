import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { authEventReceived, userSignedOut } from '@/entities/session';
import type { OutboxMessage } from './outbox-message';

export interface OutboxState {
  /** Unsent messages per sender, then per id: a member only ever sees their own. */
  bySender: Record<string, Record<string, OutboxMessage>>;
}

interface MessageRef {
  senderId: string;
  id: string;
}

const initialState: OutboxState = { bySender: {} };

const remove = (state: OutboxState, { senderId, id }: MessageRef) => {
  delete state.bySender[senderId]?.[id];
  if (state.bySender[senderId] && Object.keys(state.bySender[senderId]).length === 0) delete state.bySender[senderId];
};

export const outboxSlice = createSlice({
  name: 'outbox',
  initialState,
  reducers: {
    /** A new message, or a retry of a failed one (same id): it is on its way. */
    sendStarted(state, { payload }: PayloadAction<Omit<OutboxMessage, 'status'>>) {
      state.bySender[payload.senderId] ??= {};
      state.bySender[payload.senderId][payload.id] = { ...payload, status: 'sending', failure: undefined };
    },
    /** Not sent: to be retried. `reason` says why when waiting is the answer (sending too fast). */
    sendFailed(state, { payload }: PayloadAction<MessageRef & { reason?: string }>) {
      const message = state.bySender[payload.senderId]?.[payload.id];
      if (message) Object.assign(message, { status: 'failed', failure: payload.reason } satisfies Partial<OutboxMessage>);
    },
    /** The plan's daily limit refused it: not sent, and not worth retrying until the plan changes. */
    sendRefused(state, { payload }: PayloadAction<MessageRef & { reason: string }>) {
      const message = state.bySender[payload.senderId]?.[payload.id];
      if (message) Object.assign(message, { status: 'refused', refusal: payload.reason } satisfies Partial<OutboxMessage>);
    },
    /** The database holds it (sent, or seen in the thread): the thread shows the stored row instead. */
    messageDelivered(state, { payload }: PayloadAction<MessageRef>) {
      remove(state, payload);
    },
    messageDiscarded(state, { payload }: PayloadAction<MessageRef>) {
      remove(state, payload);
    },
  },
  extraReducers: (builder) => {
    // Unsent messages belong to the person who wrote them: nothing of them stays in a signed-out browser.
    builder.addCase(userSignedOut, () => initialState);
    builder.addCase(authEventReceived, (state, { payload }) => (payload.event === 'SIGNED_OUT' ? initialState : state));
  },
});

export const { sendStarted, sendFailed, sendRefused, messageDelivered, messageDiscarded } = outboxSlice.actions;

import { createTransform, persistReducer } from 'redux-persist';
import storage from 'redux-persist/es/storage';
import type { OutboxMessage } from './outbox-message';
import { outboxSlice, type OutboxState } from './outbox-slice';

type BySender = OutboxState['bySender'];

/**
 * A message that was on its way when the page went away may or may not have been stored: it comes
 * back as failed, so the member sees Retry (same id, so a retry never stores it twice). One the
 * plan's limit refused stays refused.
 */
const sendingBecomesFailed = createTransform<BySender, BySender>(
  (bySender) => bySender,
  (bySender) =>
    Object.fromEntries(
      Object.entries(bySender).map(([senderId, messages]) => [
        senderId,
        Object.fromEntries(
          Object.entries(messages).map(([id, message]) => [
            id,
            { ...message, status: message.status === 'refused' ? 'refused' : 'failed' } satisfies OutboxMessage,
          ]),
        ),
      ]),
    ),
  { whitelist: ['bySender'] },
);

/** Local-storage key of the unsent messages (the whole key: no redux-persist prefix). */
export const OUTBOX_STORAGE_KEY = 'ascend-outbox';

/**
 * The outbox, kept in local storage so unsent messages survive a reload until sent or discarded.
 * It is registered with the root reducer at start-up, because persistStore rehydrates only the
 * reducers present when it starts.
 */
export const persistedOutboxReducer = persistReducer<OutboxState>(
  { key: OUTBOX_STORAGE_KEY, keyPrefix: '', version: 1, storage, transforms: [sendingBecomesFailed] },
  outboxSlice.reducer,
);

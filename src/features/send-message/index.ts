export { outboxSlice, sendStarted, sendFailed, sendRefused, messageDelivered, messageDiscarded, type OutboxState } from './model/outbox-slice';
export { persistedOutboxReducer, OUTBOX_STORAGE_KEY } from './model/persisted-outbox';
export { selectOwnOutbox, selectOutboxTo } from './model/select-outbox';
export type { OutboxMessage } from './model/outbox-message';
export { sendMessageApi, useSendMessageMutation, type SendMessageArgs } from './api/send-message-api';
export { useOutboxActions } from './model/use-outbox-actions';
export { useRetryWhenOnline } from './model/use-retry-when-online';
export { MessageComposer } from './ui/MessageComposer';
export { UnsentMessageState } from './ui/UnsentMessageState';

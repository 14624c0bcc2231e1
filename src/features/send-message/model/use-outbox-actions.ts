import { useCallback } from 'react';
import { useAppDispatch } from '@/shared/redux';
import { useSendMessageMutation } from '../api/send-message-api';
import type { OutboxMessage } from './outbox-message';
import { messageDiscarded } from './outbox-slice';

/** What the thread and the composer do with the member's messages to one partner. */
export function useOutboxActions(me: string, partnerId: string) {
  const dispatch = useAppDispatch();
  const [sendMessage] = useSendMessageMutation();
  // The outcome lands in the outbox (sent, or failed with Retry): nothing here waits for it.
  const send = useCallback(
    (content: string) =>
      void sendMessage({ id: crypto.randomUUID(), senderId: me, receiverId: partnerId, content, createdAt: new Date().toISOString() }),
    [sendMessage, me, partnerId],
  );
  /** The same id again: if the first attempt was stored after all, the database keeps one row. */
  const retry = useCallback(({ status: _status, ...message }: OutboxMessage) => void sendMessage(message), [sendMessage]);
  const discard = useCallback((message: OutboxMessage) => void dispatch(messageDiscarded(message)), [dispatch]);
  return { send, retry, discard };
}

import { createAction } from '@reduxjs/toolkit';
import type { Message, ReadReceipt } from './message';

/**
 * A message reached the member: realtime delivered its INSERT, or the catch-up after a reconnect
 * found it. The caches (thread, conversation lists, unread total) follow it; Redux DevTools shows it.
 */
export const messageReceived = createAction<Message>('message/received');

/**
 * The partner read one of the member's messages: realtime delivered its row of read_receipts, which
 * the database sends only while her plan includes read receipts (docs/plans.md).
 */
export const messageRead = createAction<ReadReceipt>('message/read');

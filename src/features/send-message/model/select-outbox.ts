import { createSelector } from '@reduxjs/toolkit';
import type { OutboxMessage } from './outbox-message';
import type { OutboxState } from './outbox-slice';

type StateWithOutbox = { outbox: OutboxState };

const NONE: OutboxMessage[] = [];

const byCreation = (a: OutboxMessage, b: OutboxMessage) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/** The member's unsent messages, oldest first. */
export const selectOwnOutbox = createSelector(
  [(state: StateWithOutbox) => state.outbox.bySender, (_state: StateWithOutbox, me: string) => me],
  (bySender, me) => (bySender[me] ? Object.values(bySender[me]).sort(byCreation) : NONE),
);

/** The member's unsent messages to one partner, oldest first. */
export const selectOutboxTo = createSelector(
  [selectOwnOutbox, (_state: StateWithOutbox, _me: string, partnerId: string) => partnerId],
  (messages, partnerId) => {
    const toPartner = messages.filter((message) => message.receiverId === partnerId);
    return toPartner.length > 0 ? toPartner : NONE;
  },
);

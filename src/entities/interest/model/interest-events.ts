import { createAction } from '@reduxjs/toolkit';
import type { Interest } from './interest';

/** Someone showed interest in the member: realtime delivered the new row (Redux DevTools shows it). */
export const interestReceived = createAction<Interest>('interest/received');

/**
 * An interest the member sent was accepted: a new match. `byReceiver` tells who made it: the other
 * member (she accepted it, or her interest sent back met it), or the member herself, whose interest
 * met one already waiting (accepted in the moment it was sent: its two times are one).
 */
export const interestAccepted = createAction('interest/accepted', (interest: Interest, byReceiver: boolean) => ({
  payload: interest,
  meta: { byReceiver },
}));

import { createAction } from '@reduxjs/toolkit';
import type { Interest } from './interest';

/** Someone showed interest in the member: realtime delivered the new row (Redux DevTools shows it). */
export const interestReceived = createAction<Interest>('interest/received');

/** An interest the member sent was accepted, by its receiver or by a mutual interest: a new match. */
export const interestAccepted = createAction<Interest>('interest/accepted');

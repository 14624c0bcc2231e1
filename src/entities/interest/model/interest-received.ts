import { createAction } from '@reduxjs/toolkit';
import type { Interest } from './interest';

/**
 * Someone showed interest in the member: realtime delivered the new row. The likes badge and the
 * likes list refresh on it, and Redux DevTools shows it.
 */
export const interestReceived = createAction<Interest>('interest/received');

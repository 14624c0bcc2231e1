import { createListenerMiddleware } from '@reduxjs/toolkit';

/** Lower layers signal upward with event actions; the app reacts to them here. */
export const listenerMiddleware = createListenerMiddleware();

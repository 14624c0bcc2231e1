import { combineSlices } from '@reduxjs/toolkit';
import { sessionSlice } from '@/entities/session';
import { presenceSlice } from '@/features/conversation-presence';
import { outboxSlice, persistedOutboxReducer } from '@/features/send-message';
import type { baseApi } from '@/shared/api';

/** Reducers injected after start-up: the API cache arrives with the first page that needs it. */
export interface LazyLoadedSlices {
  api: ReturnType<typeof baseApi.reducer>;
}

// Only the outbox (messages not yet stored by the database) is kept in the browser, so an unsent
// message survives a reload; it is here from the start because persistStore rehydrates only the
// reducers present when it starts. The dating filters live on the member's own row, and the API
// cache, the session and presence are never persisted.
export const rootReducer = combineSlices(sessionSlice, presenceSlice, {
  [outboxSlice.reducerPath]: persistedOutboxReducer,
}).withLazyLoadedSlices<LazyLoadedSlices>();

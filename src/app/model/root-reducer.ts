import { combineSlices } from '@reduxjs/toolkit';
import { sessionSlice } from '@/entities/session';
import type { baseApi } from '@/shared/api';

/** Reducers injected after start-up: the API cache arrives with the first page that needs it. */
export interface LazyLoadedSlices {
  api: ReturnType<typeof baseApi.reducer>;
}

// Nothing of the store is kept in the browser: the dating filters live on the member's own row, so
// they follow the member to another device, and the API cache and the session are never persisted.
export const rootReducer = combineSlices(sessionSlice).withLazyLoadedSlices<LazyLoadedSlices>();

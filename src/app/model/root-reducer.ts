import { combineSlices } from '@reduxjs/toolkit';
import { persistReducer } from 'redux-persist';
import storage from 'redux-persist/es/storage';
import { filtersSlice } from '@/entities/dating-filter';
import { sessionSlice } from '@/entities/session';
import type { baseApi } from '@/shared/api';

// Only UI preferences are persisted: never the API cache, never anything about the session.
const persistedFilters = persistReducer({ key: 'ascend-filters', version: 1, storage }, filtersSlice.reducer);

/** Reducers injected after start-up: the API cache arrives with the first page that needs it. */
export interface LazyLoadedSlices {
  api: ReturnType<typeof baseApi.reducer>;
}

export const rootReducer = combineSlices(sessionSlice, {
  [filtersSlice.reducerPath]: persistedFilters,
}).withLazyLoadedSlices<LazyLoadedSlices>();

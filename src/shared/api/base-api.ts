import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import type { ApiError } from './database-error';
import { tagTypes } from './tags';

/** Entities inject their endpoints here; every endpoint is a queryFn wrapping a Supabase call. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<ApiError>(),
  tagTypes,
  endpoints: () => ({}),
});

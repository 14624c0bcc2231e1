import { baseApi, supabaseQuery, tags } from '@/shared/api';
import { toMyBoost, type MyBoostRow } from '../lib/map-boost';
import type { MyBoost } from '../model/boost';

export const boostApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Her boosts now (rpc get_my_boost), by her id; asked again with her plan. */
    getMyBoost: build.query<MyBoost, string>({
      queryFn: () =>
        supabaseQuery((supabase) => supabase.rpc('get_my_boost'), {
          context: 'Load my boost',
          map: (rows) => toMyBoost((rows as MyBoostRow[] | null)?.[0]),
        }),
      providesTags: [tags.myPlan],
    }),
    /**
     * Starts her boost (rpc start_boost). The database refuses with its own sentence (no boost on her
     * plan, or the next one's date); the answer is her boosts after it, written into the cache.
     */
    startBoost: build.mutation<MyBoost, string>({
      queryFn: () =>
        supabaseQuery((supabase) => supabase.rpc('start_boost'), {
          context: 'Start boost',
          map: (rows) => toMyBoost((rows as MyBoostRow[] | null)?.[0]),
        }),
      async onQueryStarted(me, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(boostApi.util.upsertQueryData('getMyBoost', me, data));
      },
    }),
  }),
});

export const { useGetMyBoostQuery, useStartBoostMutation } = boostApi;

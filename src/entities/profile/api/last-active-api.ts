import { baseApi, supabaseQuery } from '@/shared/api';

export const lastActiveApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Tells the database the signed-in member is here (touch_last_active): true when it wrote, false
     * when it had already within the minute. No cache holds last_active for her own use, so nothing
     * is invalidated: a touch costs one small request and no refetch.
     */
    touchLastActive: build.mutation<boolean, void>({
      queryFn: () =>
        supabaseQuery((supabase) => supabase.rpc('touch_last_active'), {
          context: 'Touch last active',
          map: (touched) => touched === true,
        }),
    }),
  }),
});

export const { useTouchLastActiveMutation } = lastActiveApi;

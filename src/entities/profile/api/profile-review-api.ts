import { baseApi, supabaseQuery } from '@/shared/api';

export const profileReviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Since when the member's profile has been left out of discovery while reports about it are
     * reviewed (get_my_profile_review), or null. Read once a visit: a review lasts days, not seconds.
     */
    getMyProfileReview: build.query<string | null, string>({
      queryFn: () =>
        supabaseQuery((supabase) => supabase.rpc('get_my_profile_review'), {
          context: 'Load profile review',
          map: (rows) => rows?.[0]?.since ?? null,
        }),
    }),
  }),
});

export const { useGetMyProfileReviewQuery } = profileReviewApi;

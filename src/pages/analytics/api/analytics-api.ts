import { baseApi, supabaseQuery, tags } from '@/shared/api';
import { toAnalyticsDay, type AnalyticsRow } from '../lib/map-analytics';
import type { AnalyticsDay } from '../model/analytics-day';

/** The window the page shows (the database caps any window to 1..90 days). */
export const ANALYTICS_DAYS = 30;

export const analyticsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Her last 30 days, one row a day (rpc get_my_analytics), by her id so one member's cache is never
     * another's. Refused with 402 (PT402) when her plan does not include analytics; asked again with
     * her plan, and each time the page opens (the counts move all day).
     */
    getMyAnalytics: build.query<AnalyticsDay[], string>({
      queryFn: () =>
        supabaseQuery((supabase) => supabase.rpc('get_my_analytics', { days: ANALYTICS_DAYS }), {
          context: 'Load analytics',
          map: (rows) => ((rows as AnalyticsRow[] | null) ?? []).map(toAnalyticsDay),
        }),
      providesTags: [tags.myPlan],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetMyAnalyticsQuery } = analyticsApi;

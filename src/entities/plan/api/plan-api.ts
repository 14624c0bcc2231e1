import { baseApi, supabaseQuery, tags } from '@/shared/api';
import { toMyPlan, toPlans, type MyPlanRow } from '../lib/map-plan';
import type { MyPlan, Plan } from '../model/plan';

const PLAN_COLUMNS =
  'tier, name, position, monthly_price, highlighted, features, excluded, teaser_features, ai_answers_per_day, interests_per_day, messages_per_day, max_photos';

export const planApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The catalogue (table `plans`, readable signed out): product data that only a migration changes,
     * so it stays cached while the app runs.
     */
    getPlans: build.query<Plan[], void>({
      queryFn: () =>
        supabaseQuery((supabase) => supabase.from('plans').select(PLAN_COLUMNS).order('position'), {
          context: 'Load plans',
          map: (rows) => toPlans(rows ?? []),
        }),
      keepUnusedDataFor: Number.POSITIVE_INFINITY,
    }),
    /** The signed-in member's plan now (rpc get_my_plan), by her id so one member's cache is never another's. */
    getMyPlan: build.query<MyPlan, string>({
      queryFn: () =>
        supabaseQuery((supabase) => supabase.rpc('get_my_plan'), {
          context: 'Load my plan',
          map: (rows) => toMyPlan((rows as MyPlanRow[] | null)?.[0]),
        }),
      providesTags: [tags.myPlan],
    }),
  }),
});

export const { useGetPlansQuery, useGetMyPlanQuery } = planApi;

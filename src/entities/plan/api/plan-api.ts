import { baseApi, supabaseQuery, tags } from '@/shared/api';
import { toMyPlan, toPlans, type MyPlanRow } from '../lib/map-plan';
import { toPlanUsage, type PlanUsageRow } from '../lib/map-usage';
import type { MyPlan, Plan } from '../model/plan';
import type { PlanUsage } from '../model/plan-usage';
import { PLAN_COLUMNS } from './plan-columns';


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
    /**
     * What she used of her plan's limits today (rpc get_my_usage), by her id. It changes with every
     * send, so it is asked again each time Settings shows it, and with her plan.
     */
    getMyUsage: build.query<PlanUsage, string>({
      queryFn: () =>
        supabaseQuery((supabase) => supabase.rpc('get_my_usage'), {
          context: 'Load my usage',
          map: (rows) => toPlanUsage((rows as PlanUsageRow[] | null)?.[0]),
        }),
      providesTags: [tags.myPlan, tags.myUsage],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetPlansQuery, useGetMyPlanQuery, useGetMyUsageQuery } = planApi;

import { skipToken } from '@reduxjs/toolkit/query';
import { useGetMyPlanQuery, useGetPlansQuery } from '../api/plan-api';
import type { PlanLimits } from './plan';

/** What the member's plan allows, once her plan and the catalogue are known. */
export function useMyPlanLimits(me: string | undefined): PlanLimits | undefined {
  const { data: myPlan } = useGetMyPlanQuery(me || skipToken);
  const { data: catalogue } = useGetPlansQuery(me ? undefined : skipToken);
  return myPlan && catalogue?.find((plan) => plan.tier === myPlan.tier)?.limits;
}

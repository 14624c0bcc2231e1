import { skipToken } from '@reduxjs/toolkit/query';
import { useGetMyPlanQuery, useGetPlansQuery } from '../api/plan-api';
import { plansIncluding } from '../lib/plans-including';
import type { Entitlement } from './plan';

export interface EntitlementState {
  /** Whether her plan includes the feature; undefined until her plan is known. */
  entitled: boolean | undefined;
  /** The plans that include it ('Premium and Elite'), for the way to upgrade; '' until the catalogue is known. */
  includedIn: string;
}

/**
 * May the member use this feature: read from her plan (get_my_plan, once) to show or lock its
 * controls. The database decides on its own whatever the screen shows (private.entitled).
 */
export function useEntitlement(me: string | undefined, feature: Entitlement): EntitlementState {
  const { data: myPlan } = useGetMyPlanQuery(me || skipToken);
  const { data: catalogue } = useGetPlansQuery(me ? undefined : skipToken);
  return { entitled: myPlan?.entitlements.includes(feature), includedIn: catalogue ? plansIncluding(catalogue, feature) : '' };
}

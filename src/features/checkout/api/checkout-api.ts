import { toMyPlan, type MyPlan, type MyPlanRow } from '@/entities/plan';
import { baseApi, supabaseQuery, tags } from '@/shared/api';
import { mapCheckoutError } from '../lib/map-checkout-error';
import { invokeCheckout, readPaymentsStatus, type CheckoutRequest } from './invoke-checkout';

export type PaidTier = Extract<CheckoutRequest, { tier: string }>['tier'];

/** The function's answer to confirm, cancel and resume: the member's plan as get_my_plan reads it. */
interface PlanAnswer {
  plan: MyPlanRow;
}

const planChange = (body: CheckoutRequest, context: string) =>
  supabaseQuery((supabase) => invokeCheckout<PlanAnswer>(supabase, body), {
    context,
    mapError: mapCheckoutError,
    map: (answer) => toMyPlan(answer?.plan),
  });

// The member's plan changed: Settings and /pricing read it again.
const myPlanChanged = (_result: unknown, error: unknown) => (error ? [] : [tags.myPlan]);

export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Whether plans can be bought on this server: /pricing says so before anyone tries. */
    getPaymentsAvailable: build.query<boolean, void>({
      queryFn: () =>
        supabaseQuery(readPaymentsStatus, {
          context: 'Read payments status',
          mapError: mapCheckoutError,
          map: (answer) => answer?.available === true,
        }),
    }),
    /** The payment provider's page for a plan; the page goes there. */
    startCheckout: build.mutation<{ url: string }, { tier: PaidTier }>({
      queryFn: ({ tier }) =>
        supabaseQuery((supabase) => invokeCheckout<{ url: string }>(supabase, { tier }), {
          context: 'Start checkout',
          mapError: mapCheckoutError,
          map: (answer) => ({ url: answer?.url ?? '' }),
        }),
    }),
    /** Back from a payment: the function asks the provider, in case its webhook is late. */
    confirmCheckout: build.mutation<MyPlan, { sessionId: string }>({
      queryFn: ({ sessionId }) => planChange({ action: 'confirm', sessionId }, 'Confirm checkout'),
      invalidatesTags: myPlanChanged,
    }),
    /** The subscription ends at its period's end. */
    cancelSubscription: build.mutation<MyPlan, void>({
      queryFn: () => planChange({ action: 'cancel' }, 'Cancel subscription'),
      invalidatesTags: myPlanChanged,
    }),
    /** A cancelled subscription goes on after all. */
    resumeSubscription: build.mutation<MyPlan, void>({
      queryFn: () => planChange({ action: 'resume' }, 'Resume subscription'),
      invalidatesTags: myPlanChanged,
    }),
  }),
});

export const {
  useGetPaymentsAvailableQuery,
  useStartCheckoutMutation, useConfirmCheckoutMutation, useCancelSubscriptionMutation, useResumeSubscriptionMutation } = checkoutApi;

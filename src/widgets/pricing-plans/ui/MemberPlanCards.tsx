import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { PlanCard, planChangeLabel, planTexts, useGetMyPlanQuery, type MyPlan, type Plan } from '@/entities/plan';
import { useStartCheckout } from '@/features/checkout';
import type { PaidPlan } from '../lib/paid-plans';

interface MemberPlanCardsProps {
  me: string;
  /** The whole catalogue: the member's own plan may be Free, which is not sold here. */
  catalogue: Plan[];
  plans: PaidPlan[];
  /** False where no payment provider is set up: the plans are shown, not sold. */
  canBuy: boolean;
}

const priceOf = (catalogue: Plan[], myPlan: MyPlan) => catalogue.find((plan) => plan.tier === myPlan.tier)?.monthlyPrice ?? 0;

/** A member's view: her plan marked, every other one an upgrade or a change through checkout. */
export function MemberPlanCards({ me, catalogue, plans, canBuy }: MemberPlanCardsProps) {
  const { data: myPlan } = useGetMyPlanQuery(me);
  const { choose, busyTier } = useStartCheckout();
  return plans.map((plan) => {
    const current = myPlan?.tier === plan.tier;
    if (current) {
      return (
        <PlanCard key={plan.tier} plan={plan} current actionSlot={<Button disabled variant="outlined">{planTexts.currentPlan}</Button>} />
      );
    }
    // Until her plan is known, neither is the wording (upgrade or change): the button's place is held.
    if (!myPlan) return <PlanCard key={plan.tier} plan={plan} actionSlot={<Skeleton variant="rounded" height={36} />} />;
    const label = planChangeLabel(plan, priceOf(catalogue, myPlan));
    const busy = busyTier === plan.tier;
    return (
      <PlanCard
        key={plan.tier}
        plan={plan}
        actionSlot={
          <Button
            variant={plan.highlighted ? 'contained' : 'outlined'}
            aria-label={`${label} to ${plan.name}`}
            loading={busy}
            aria-busy={busy}
            disabled={!canBuy || (busyTier !== null && !busy)}
            onClick={() => void choose(plan.tier)}
          >
            {label}
          </Button>
        }
      />
    );
  });
}

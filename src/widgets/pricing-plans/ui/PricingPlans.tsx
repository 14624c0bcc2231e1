import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { skipToken } from '@reduxjs/toolkit/query';
import { PlanCard, PlanCardSkeleton, planGrid, planTexts, useGetPlansQuery } from '@/entities/plan';
import { selectSessionUser } from '@/entities/session';
import { checkoutTexts, useCancelledCheckoutNotice, useGetPaymentsAvailableQuery } from '@/features/checkout';
import { useAppSelector } from '@/shared/redux';
import { RetryAlert } from '@/shared/ui';
import { paidPlans } from '../lib/paid-plans';
import { MemberPlanCards } from './MemberPlanCards';
import { StartTrialLink } from './StartTrialLink';

const SKELETON_CARDS = 3;

/** The plans' place while they load: the same grid of cards, empty. */
function PlansSkeleton() {
  return (
    <Box sx={planGrid} role="progressbar" aria-label={planTexts.loading}>
      {Array.from({ length: SKELETON_CARDS }, (_, card) => (
        <PlanCardSkeleton key={card} />
      ))}
    </Box>
  );
}

/** The paid plans of the catalogue, side by side: to a visitor a free trial, to a member her choices. */
export function PricingPlans() {
  // Back from the payment page without paying.
  useCancelledCheckoutNotice();
  const me = useAppSelector(selectSessionUser)?.id;
  const { data: catalogue, isError, isFetching, refetch } = useGetPlansQuery();
  // Unknown (loading, or the question failed) counts as available: checkout itself then says what went wrong.
  // Asked for a member only: a visitor is offered the trial, which needs no payment, and her page is
  // drawn from the catalogue alone (the build writes it with the page: app/model/page-seed.ts).
  const notSetUp = useGetPaymentsAvailableQuery(me ? undefined : skipToken).data === false;
  if (isError) return <RetryAlert message={planTexts.loadFailed} onRetry={() => void refetch()} retrying={isFetching} />;
  if (!catalogue) return <PlansSkeleton />;
  const plans = paidPlans(catalogue);
  return (
    <>
      {notSetUp && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {checkoutTexts.notSetUp}
        </Alert>
      )}
      <Box sx={planGrid}>
        {me ? (
          <MemberPlanCards me={me} catalogue={catalogue} plans={plans} canBuy={!notSetUp} />
        ) : (
          plans.map((plan) => <PlanCard key={plan.tier} plan={plan} actionSlot={<StartTrialLink plan={plan} />} />)
        )}
      </Box>
    </>
  );
}

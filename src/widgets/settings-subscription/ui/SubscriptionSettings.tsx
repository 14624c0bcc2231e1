import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink } from 'react-router-dom';
import { formatMonthlyPrice, planTexts, useGetMyPlanQuery, useGetPlansQuery } from '@/entities/plan';
import { selectSessionUser } from '@/entities/session';
import { CancelSubscriptionButton, ResumeSubscriptionButton } from '@/features/checkout';
import { routes } from '@/shared/config';
import { useAppSelector } from '@/shared/redux';
import { RetryAlert } from '@/shared/ui';
import { subscriptionTexts } from '../config/texts';
import { billingLines, cancelConsequence } from '../lib/billing-lines';
import { BoostLine } from './BoostLine';
import { PlanUsageList } from './PlanUsageList';

/** Settings → Subscription: the member's plan, its price and billing, and what she can do with it. */
export function SubscriptionSettings() {
  const me = useAppSelector(selectSessionUser)?.id;
  const { data: plan, isError, isFetching, refetch } = useGetMyPlanQuery(me ?? skipToken);
  const { data: catalogue } = useGetPlansQuery();

  if (isError) return <RetryAlert message={subscriptionTexts.loadFailed} onRetry={() => void refetch()} retrying={isFetching} />;
  if (!plan) return <Skeleton variant="rounded" height={96} role="progressbar" aria-label={subscriptionTexts.loading} />;

  const price = catalogue?.find(({ tier }) => tier === plan.tier)?.monthlyPrice;
  const paid = plan.tier !== 'free';
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {planTexts.currentPlan}
        </Typography>
        <Typography component="p" variant="h6" translate="no">
          {plan.name}
        </Typography>
        {/* Free says its price in its name. */}
        {price !== undefined && price > 0 && <Typography>{`${formatMonthlyPrice(price)} ${planTexts.perMonth}`}</Typography>}
        {billingLines(plan, price).map((line) => (
          <Typography key={line} color="text.secondary">
            {line}
          </Typography>
        ))}
      </Box>
      {me && <PlanUsageList me={me} />}
      {me && <BoostLine me={me} />}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button component={RouterLink} to={routes.pricing} variant="contained">
          {paid ? planTexts.changePlan : planTexts.upgradePlan}
        </Button>
        {paid &&
          (plan.cancelAtPeriodEnd ? (
            <ResumeSubscriptionButton />
          ) : (
            <CancelSubscriptionButton consequence={cancelConsequence(plan)} />
          ))}
      </Stack>
    </Stack>
  );
}

import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { planTexts, type Plan } from '@/entities/plan';
import { routes } from '@/shared/config';

/** A visitor's choice: buying needs a session (SPEC §6), so sign in first and come back here. */
export function StartTrialLink({ plan }: { plan: Plan }) {
  return (
    <Button
      component={RouterLink}
      to={routes.login}
      state={{ from: routes.pricing }}
      variant={plan.highlighted ? 'contained' : 'outlined'}
      aria-label={`${planTexts.startFreeTrial} with ${plan.name}`}
    >
      {planTexts.startFreeTrial}
    </Button>
  );
}

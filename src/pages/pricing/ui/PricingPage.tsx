import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PlanCard, pricingPlans } from '@/entities/plan';
import { selectIsSignedIn } from '@/entities/session';
import { routes } from '@/shared/config';
import { useDocumentTitle } from '@/shared/lib';
import { useAppSelector } from '@/shared/redux';

export function PricingPage() {
  useDocumentTitle('Pricing');
  const signedIn = useAppSelector(selectIsSignedIn);
  // Buying a plan needs a session (SPEC §6); signed-in members manage their plan in Settings.
  const target = signedIn ? routes.settings : routes.login;
  return (
    <Container component="section" aria-labelledby="pricing-title" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography id="pricing-title" component="h1" variant="h3" sx={{ textAlign: 'center', fontSize: { xs: '2rem', md: '3rem' } }}>
        Choose your plan
      </Typography>
      <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1.5, mb: 5 }}>
        Every plan starts with a 7-day free trial. Cancel anytime.
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {pricingPlans.map((plan) => (
          <PlanCard
            key={plan.tier}
            plan={plan}
            actionSlot={
              <Button
                component={RouterLink}
                to={target}
                variant={plan.highlighted ? 'contained' : 'outlined'}
                aria-label={`Start free trial with ${plan.name}`}
              >
                Start free trial
              </Button>
            }
          />
        ))}
      </Box>
    </Container>
  );
}

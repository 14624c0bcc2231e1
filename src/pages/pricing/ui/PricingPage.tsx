import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useCancelledCheckoutNotice } from '@/features/checkout';
import { FREE_TRIAL_DAYS } from '@/shared/config';
import { useDocumentTitle } from '@/shared/lib';
import { PricingPlans } from './PricingPlans';

export function PricingPage() {
  useDocumentTitle('Pricing');
  // Back from the payment page without paying.
  useCancelledCheckoutNotice();
  return (
    <Container component="section" aria-labelledby="pricing-title" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography id="pricing-title" component="h1" variant="h3" sx={{ textAlign: 'center', fontSize: { xs: '2rem', md: '3rem' } }}>
        Choose your plan
      </Typography>
      <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1.5, mb: 5 }}>
        {`Every plan starts with a ${FREE_TRIAL_DAYS}-day free trial. Cancel anytime.`}
      </Typography>
      <PricingPlans />
    </Container>
  );
}

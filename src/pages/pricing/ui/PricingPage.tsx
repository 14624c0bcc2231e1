import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Suspense, type ComponentType } from 'react';
import { FREE_TRIAL_DAYS } from '@/shared/config';
import { useDocumentTitle } from '@/shared/lib';
import { pricingTexts } from '../config/texts';

/** About a plan card's height, so the footer starts below the fold while the plans load. */
const PLANS_MIN_HEIGHT = 480;

interface PricingPageProps {
  /**
   * The plans (widgets/pricing-plans, with the notice of a checkout left unpaid), loaded with the API by
   * the router: the title and the trial line (the page's largest paint) show without waiting for them.
   */
  Plans: ComponentType;
}

export function PricingPage({ Plans }: PricingPageProps) {
  useDocumentTitle(pricingTexts.documentTitle);
  return (
    <Container component="section" aria-labelledby="pricing-title" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography id="pricing-title" component="h1" variant="h3" sx={{ textAlign: 'center', fontSize: { xs: '2rem', md: '3rem' } }}>
        {pricingTexts.title}
      </Typography>
      <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1.5, mb: 5 }}>
        {pricingTexts.trial(FREE_TRIAL_DAYS)}
      </Typography>
      {/* Nothing from the plans' modules here: their chunks bring the API with them. */}
      <Suspense fallback={<Box role="progressbar" aria-label={pricingTexts.loading} sx={{ minHeight: PLANS_MIN_HEIGHT }} />}>
        <Plans />
      </Suspense>
    </Container>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { PlanTeasersState } from '@/entities/plan';
import { routes } from '@/shared/config';
import { useNearViewport } from '@/shared/lib';
import { landingTexts } from '../config/texts';
import { PlanTeaserCards } from './PlanTeaserCards';
import { PlansUnavailable } from './PlansUnavailable';

/**
 * The catalogue's reader, given by the app: it loads with the API (and supabase-js) when the section
 * nears the viewport, so a visitor's first screen waits for none of it.
 */
export type PlanTeasersQueryComponent = ComponentType<{ children: (state: PlanTeasersState) => ReactNode }>;

export function PlanTeaserSection({ PlanTeasersQuery }: { PlanTeasersQuery: PlanTeasersQueryComponent }) {
  const [sectionRef, near] = useNearViewport<HTMLElement>('400px');
  const placeholder = <PlanTeaserCards teasers={undefined} />;
  return (
    <Container ref={sectionRef} component="section" aria-labelledby="plans-title" sx={{ py: 8 }}>
      <Typography id="plans-title" component="h2" variant="h4" sx={{ textAlign: 'center', mb: 5 }}>
        {landingTexts.tiers}
      </Typography>
      {near ? (
        <Suspense fallback={placeholder}>
          <PlanTeasersQuery>
            {({ teasers, error, retry }) => (error ? <PlansUnavailable message={error} onRetry={retry} /> : <PlanTeaserCards teasers={teasers} />)}
          </PlanTeasersQuery>
        </Suspense>
      ) : (
        placeholder
      )}
      <Box sx={{ textAlign: 'center', mt: 4 }}>
        <Button component={RouterLink} to={routes.pricing} variant="contained">
          {landingTexts.compare}
        </Button>
      </Box>
    </Container>
  );
}

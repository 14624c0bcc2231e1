import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { PlanTeasersState } from '@/entities/plan';
import { routes } from '@/shared/config';
import { PlanTeaserCards } from './PlanTeaserCards';
import { PlansUnavailable } from './PlansUnavailable';

/** The catalogue's reader, given by the app: it loads with the API after the page's first paint. */
export type PlanTeasersQueryComponent = ComponentType<{ children: (state: PlanTeasersState) => ReactNode }>;

export function PlanTeaserSection({ PlanTeasersQuery }: { PlanTeasersQuery: PlanTeasersQueryComponent }) {
  return (
    <Container component="section" aria-labelledby="plans-title" sx={{ py: 8 }}>
      <Typography id="plans-title" component="h2" variant="h4" sx={{ textAlign: 'center', mb: 5 }}>
        Start free, upgrade when you are ready
      </Typography>
      <Suspense fallback={<PlanTeaserCards teasers={undefined} />}>
        <PlanTeasersQuery>
          {({ teasers, error, retry }) => (error ? <PlansUnavailable message={error} onRetry={retry} /> : <PlanTeaserCards teasers={teasers} />)}
        </PlanTeasersQuery>
      </Suspense>
      <Box sx={{ textAlign: 'center', mt: 4 }}>
        <Button component={RouterLink} to={routes.pricing} variant="contained">
          Compare all plans
        </Button>
      </Box>
    </Container>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PlanTeaser } from '@/entities/plan';
import { landingTexts } from '../config/texts';
import { teaserCardFrame, teaserGrid } from './teaser-card-frame';

const SKELETON_CARDS = 3;

// Plain blocks rather than MUI's Skeleton: the landing page's first load has a size budget (npm run size).
const placeholderLine = (width: string, height: string) => ({ width, height, my: 0.75, borderRadius: 1, bgcolor: 'action.hover' });

/** The plans with a teaser reading (name, 'Free' or '$19.99/mo', a few features); skeletons until they arrive. */
export function PlanTeaserCards({ teasers }: { teasers: PlanTeaser[] | undefined }) {
  if (!teasers) {
    return (
      <Box sx={teaserGrid} role="progressbar" aria-label={landingTexts.loading}>
        {Array.from({ length: SKELETON_CARDS }, (_, card) => (
          <Box key={card} sx={teaserCardFrame} aria-hidden>
            <Box sx={placeholderLine('35%', '1.5rem')} />
            <Box sx={placeholderLine('50%', '2.25rem')} />
            {['80%', '65%', '72%'].map((width) => (
              <Box key={width} sx={placeholderLine(width, '1rem')} />
            ))}
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Box sx={teaserGrid}>
      {teasers.map((plan) => (
        <Box component="article" key={plan.tier} aria-label={landingTexts.plan(plan.name)} sx={teaserCardFrame}>
          <Typography component="h3" variant="h6" translate="no">
            {plan.name}
          </Typography>
          <Typography sx={{ fontSize: '1.75rem', fontWeight: 800 }}>{plan.price}</Typography>
          <Box component="ul" sx={{ pl: 2.5, color: 'text.secondary' }}>
            {plan.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { planTexts } from '../config/texts';
import { excludedFeatureLabel } from '../lib/excluded-feature-label';
import { formatMonthlyPrice } from '../lib/format-price';
import type { Plan } from '../model/plan';
import { planCardFrame } from './plan-card-frame';

interface PlanCardProps {
  plan: Plan;
  /** The member's own plan: marked 'Current plan'. */
  current?: boolean;
  /** The call to action, filled in by the page (start a trial, upgrade, change...). */
  actionSlot?: ReactNode;
}

const featureRow = { display: 'flex', gap: 1, alignItems: 'flex-start', lineHeight: 1.5 } as const;

export function PlanCard({ plan, current = false, actionSlot }: PlanCardProps) {
  const headingId = `plan-${plan.tier}`;
  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      aria-current={current || undefined}
      variant="outlined"
      sx={{ ...planCardFrame, borderColor: plan.highlighted || current ? 'primary.main' : 'divider', borderWidth: plan.highlighted || current ? 2 : 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        {/* The plan's name is the product's, in every language (docs/i18n.md, Checks). */}
        <Typography id={headingId} component="h2" variant="h5" translate="no" sx={{ fontWeight: 700 }}>
          {plan.name}
        </Typography>
        {current ? (
          <Chip label={planTexts.currentPlan} color="success" size="small" />
        ) : (
          plan.highlighted && <Chip label={planTexts.mostPopular} color="primary" size="small" />
        )}
      </Box>
      <Typography>
        <Box component="span" sx={{ fontSize: '2.25rem', fontWeight: 800 }}>
          {formatMonthlyPrice(plan.monthlyPrice)}
        </Box>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {` ${planTexts.perMonth}`}
        </Box>
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, alignContent: 'start' }}>
        {plan.features.map((feature) => (
          <Box component="li" key={feature} sx={featureRow}>
            <CheckIcon fontSize="small" color="primary" aria-hidden sx={{ mt: '2px' }} />
            <span>{feature}</span>
          </Box>
        ))}
        {plan.excluded.map((feature) => (
          <Box component="li" key={feature} sx={{ ...featureRow, color: 'text.secondary' }}>
            <CloseIcon fontSize="small" aria-hidden sx={{ mt: '2px' }} />
            <span>{excludedFeatureLabel(feature)}</span>
          </Box>
        ))}
      </Box>
      <Box sx={{ alignSelf: 'end', display: 'grid' }}>{actionSlot}</Box>
    </Paper>
  );
}

import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatMonthlyPrice, type Plan } from '../model/plans';

interface PlanCardProps {
  plan: Plan;
  /** The call to action, filled in by the page (choose, upgrade, current plan...). */
  actionSlot?: ReactNode;
}

export function PlanCard({ plan, actionSlot }: PlanCardProps) {
  return (
    <Paper
      component="article"
      aria-labelledby={`plan-${plan.tier}`}
      variant="outlined"
      sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2, borderColor: plan.highlighted ? 'primary.main' : 'divider', borderWidth: plan.highlighted ? 2 : 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={`plan-${plan.tier}`} component="h2" variant="h5" sx={{ fontWeight: 700 }}>
          {plan.name}
        </Typography>
        {plan.highlighted && <Chip label="Most popular" color="primary" size="small" />}
      </Box>
      <Typography>
        <Box component="span" sx={{ fontSize: '2.25rem', fontWeight: 800 }}>
          {formatMonthlyPrice(plan.monthlyPrice)}
        </Box>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {' '}
          per month
        </Box>
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, flexGrow: 1 }}>
        {plan.features.map((feature) => (
          <Box component="li" key={feature} sx={{ display: 'flex', gap: 1 }}>
            <CheckIcon fontSize="small" color="primary" aria-hidden /> {feature}
          </Box>
        ))}
        {plan.excluded?.map((feature) => (
          <Box component="li" key={feature} sx={{ display: 'flex', gap: 1, color: 'text.secondary' }}>
            <CloseIcon fontSize="small" aria-hidden /> <span>No {feature.toLowerCase()}</span>
          </Box>
        ))}
      </Box>
      {actionSlot}
    </Paper>
  );
}

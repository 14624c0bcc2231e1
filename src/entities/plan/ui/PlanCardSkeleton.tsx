import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { planCardFrame } from './plan-card-frame';

const FEATURE_LINES = 8;

/** A pricing card while the catalogue loads: the same rows and about the same height. */
export function PlanCardSkeleton() {
  return (
    <Paper variant="outlined" aria-hidden sx={planCardFrame}>
      <Skeleton variant="text" width="40%" sx={{ fontSize: '1.5rem' }} />
      <Skeleton variant="text" width="60%" sx={{ fontSize: '2.25rem' }} />
      <Box sx={{ display: 'grid', gap: 1 }}>
        {Array.from({ length: FEATURE_LINES }, (_, line) => (
          <Skeleton key={line} variant="text" width={`${70 + ((line * 7) % 25)}%`} />
        ))}
      </Box>
      <Skeleton variant="rounded" height={36} />
    </Paper>
  );
}

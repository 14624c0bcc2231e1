import Box from '@mui/material/Box';
import { PlanCardSkeleton, planGrid } from '@/entities/plan';

const SKELETON_CARDS = 3;

/** The plans' place while they load: the same grid of cards, empty. */
export function PlansSkeleton() {
  return (
    <Box sx={planGrid} role="progressbar" aria-label="Loading plans">
      {Array.from({ length: SKELETON_CARDS }, (_, card) => (
        <PlanCardSkeleton key={card} />
      ))}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useGetMyUsageQuery, type PlanUsage } from '@/entities/plan';
import { subscriptionTexts } from '../config/texts';

const ROWS: (keyof PlanUsage)[] = ['interests', 'messages', 'aiAnswers', 'profileViews', 'photos'];

/** The last 24 hours against her plan's limits (photos: those she keeps), asked again each time it shows. */
export function PlanUsageList({ me }: { me: string }) {
  const titleId = useId();
  const { data: usage } = useGetMyUsageQuery(me, { refetchOnMountOrArgChange: true });
  // Usage is a help, not a must: while it loads or if it fails, the section shows the plan alone.
  if (!usage) return null;
  return (
    <Box>
      <Typography id={titleId} variant="body2" color="text.secondary">
        {subscriptionTexts.usageTitle}
      </Typography>
      <Box component="dl" aria-labelledby={titleId} sx={{ display: 'grid', gridTemplateColumns: 'max-content auto', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {ROWS.map((row) => {
          const { used, limit } = usage[row];
          return (
            <Box key={row} sx={{ display: 'contents' }}>
              <Typography component="dt">{subscriptionTexts.usage[row]}</Typography>
              <Typography component="dd" sx={{ m: 0 }} color={limit !== null && used >= limit ? 'error' : undefined}>
                {limit === null ? subscriptionTexts.usedUnlimited(used) : subscriptionTexts.usedOf(used, limit)}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

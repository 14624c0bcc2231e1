import Typography from '@mui/material/Typography';
import { useGetMyUsageQuery } from '../api/plan-api';
import { usageLeftTexts } from '../config/usage-left-texts';
import { usageLeft } from '../lib/usage-left';

interface UsageLeftNoteProps {
  /** The signed-in member. */
  me: string;
  /** Which of today's limits: the interests she sends, or the AI answers she asks for. */
  limit: 'interests' | 'aiAnswers';
}

/**
 * '7 of your 10 interests left today', where they are spent (get_my_usage; the database still counts
 * and refuses: docs/plans.md, Limits). Nothing while loading or for a plan without that limit.
 */
export function UsageLeftNote({ me, limit }: UsageLeftNoteProps) {
  const { data } = useGetMyUsageQuery(me);
  const count = data?.[limit];
  const left = count && usageLeft(count);
  if (!count || left === null || left === undefined || count.limit === null) return null;
  return (
    <Typography variant="body2" color={left === 0 ? 'error' : 'text.secondary'} role="status">
      {usageLeftTexts[limit](left, count.limit)}
    </Typography>
  );
}

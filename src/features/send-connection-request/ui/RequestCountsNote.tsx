import Typography from '@mui/material/Typography';
import { useGetMyUsageQuery, usageLeft, usageLeftTexts } from '@/entities/plan';

/**
 * Where a connection request counts: as one of today's interests (the database counts it so, once:
 * supabase/schemas/plans/record_sent_usage.sql), with what is left of them on a plan that limits them.
 */
export function RequestCountsNote({ me }: { me: string }) {
  const { data } = useGetMyUsageQuery(me);
  if (!data) return null;
  const left = usageLeft(data.interests);
  return (
    <Typography variant="body2" color={left === 0 ? 'error' : 'text.secondary'} sx={{ mt: 1 }}>
      {left === null || data.interests.limit === null ? usageLeftTexts.requestCountsUnlimited : usageLeftTexts.requestCounts(data.interests.limit, left)}
    </Typography>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { boostTexts, useGetMyBoostQuery, useMyPlanLimits } from '@/entities/plan';
import { formatDate } from '@/shared/lib';

/**
 * Her boosts (docs/plans.md, Boosts): how many she may start and, with none left, the next one's
 * date; on a plan without boost_every, that it has none (the Upgrade Plan button is below).
 */
export function BoostLine({ me }: { me: string }) {
  const limits = useMyPlanLimits(me);
  const { data: boost } = useGetMyBoostQuery(me, { refetchOnMountOrArgChange: true });
  // Like usage, a help: while it loads or if it fails, the section shows the plan alone.
  if (!limits || !boost) return null;
  const line =
    limits.boostEvery === null
      ? boostTexts.none
      : [boostTexts.left(boost.boostsLeft), boost.nextBoostAt && boostTexts.nextOn(formatDate(boost.nextBoostAt))].filter(Boolean).join(' · ');
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {boostTexts.settingsTitle}
      </Typography>
      <Typography>{line}</Typography>
    </Box>
  );
}

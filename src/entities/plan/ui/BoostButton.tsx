import BoltIcon from '@mui/icons-material/Bolt';
import LockIcon from '@mui/icons-material/Lock';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import toast from 'react-hot-toast';
import type { ApiError } from '@/shared/api';
import { formatDate } from '@/shared/lib';
import { useGetMyBoostQuery, useStartBoostMutation } from '../api/boost-api';
import { boostTexts } from '../config/boost-texts';
import { useMyPlanLimits } from '../model/use-my-plan-limits';
import { UpgradePlanLink } from './UpgradePlanLink';
import { countdownLabel } from '../lib/countdown-label';
import { useBoostCountdown } from '../model/use-boost-countdown';

/**
 * 'Boost' (docs/plans.md, Boosts): starts 30 minutes first in the feeds of members she fits, then
 * counts down ('Boosted · 24:13 left'). Whether her plan boosts is the catalogue's boost_every for
 * her plan; without it the button is locked beside 'Upgrade Plan'. With none left it says when the
 * next comes. The database decides on its own (start_boost).
 */
export function BoostButton({ me }: { me: string }) {
  const limits = useMyPlanLimits(me);
  const { data: boost } = useGetMyBoostQuery(me);
  const [start, { isLoading }] = useStartBoostMutation();
  const left = useBoostCountdown(boost?.activeUntil);
  if (!limits || !boost) return null;

  if (left !== null) {
    return (
      // Not a live region: a line read out every second would drown the page.
      <Typography color="secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 500 }}>
        <BoltIcon fontSize="small" aria-hidden />
        {boostTexts.boosted(countdownLabel(left))}
      </Typography>
    );
  }
  if (limits.boostEvery === null) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" startIcon={<LockIcon />} disabled title={boostTexts.lockedHint}>
          {boostTexts.boost}
        </Button>
        <UpgradePlanLink />
      </Stack>
    );
  }
  const onClick = async () => {
    try {
      await start(me).unwrap();
      toast.success(boostTexts.started);
    } catch (error) {
      toast.error((error as ApiError).message);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Button
        variant="contained"
        color="secondary"
        startIcon={<BoltIcon />}
        onClick={() => void onClick()}
        loading={isLoading}
        disabled={boost.boostsLeft < 1}
        title={boostTexts.boostHint}
      >
        {boostTexts.boost}
      </Button>
      {boost.boostsLeft < 1 && boost.nextBoostAt && (
        <Typography variant="body2" color="text.secondary">
          {boostTexts.nextOn(formatDate(boost.nextBoostAt))}
        </Typography>
      )}
    </Stack>
  );
}

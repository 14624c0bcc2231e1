import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { profileCompleteness, useGetOwnProfileQuery } from '@/entities/profile';
import { openEditProfile } from '@/features/edit-profile';
import { PROFILE_COMPLETENESS_THRESHOLDS } from '@/shared/config';
import { formatList } from '@/shared/i18n';
import { useAppDispatch } from '@/shared/redux';
import { homeTexts } from '../config/texts';

const [, WELL_FILLED] = PROFILE_COMPLETENESS_THRESHOLDS;

/**
 * Above the feed until the member's profile is 80% complete (SPEC §5's measure): how far it is,
 * what is missing, and the way to Edit Profile. Members who show more are shown more interest.
 */
export function ProfileNudge({ me }: { me: string }) {
  const dispatch = useAppDispatch();
  const { data: profile } = useGetOwnProfileQuery(me);
  if (!profile) return null;
  const { percent, missing, color } = profileCompleteness(profile);
  if (percent >= WELL_FILLED) return null;
  return (
    <Alert
      severity="info"
      // A suggestion, not an alert: nothing is announced as it appears.
      role="note"
      aria-label={homeTexts.nudgeLabel}
      sx={{ mb: 3 }}
      action={
        <Button color="inherit" size="small" onClick={() => dispatch(openEditProfile())}>
          {homeTexts.completeProfile}
        </Button>
      }
    >
      <AlertTitle>{homeTexts.nudgeTitle(percent)}</AlertTitle>
      {homeTexts.nudgeBody(formatList(missing))}
      {/* SPEC §5's colours, as in Edit Profile's meter: the same measure reads the same everywhere. */}
      <LinearProgress variant="determinate" value={percent} color={color} aria-label={homeTexts.percentComplete(percent)} sx={{ mt: 1 }} />
    </Alert>
  );
}

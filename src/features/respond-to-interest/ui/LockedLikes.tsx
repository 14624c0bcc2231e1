import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useGetPendingInterestCountQuery } from '@/entities/interest';
import { UpgradePlanLink } from '@/entities/plan';
import { RetryAlert } from '@/shared/ui';
import { respondToInterestTexts } from '../config/texts';
import { BlurredLikeCard } from './BlurredLikeCard';

/** Blurred cards drawn at most: the count says the rest. */
const MAX_CARDS = 6;

interface LockedLikesProps {
  me: string;
  /** The plans that include seeing who liked her ('Premium and Elite'), from the catalogue. */
  includedIn: string;
  /** Before leaving for /pricing (the dialog closes). */
  onUpgrade: () => void;
}

/**
 * People Interested in You on a plan without 'see_who_liked_you': how many, as blurred cards drawn
 * here (no photo, name or id reaches her: the database sends the count alone), and 'Upgrade Plan'.
 */
export function LockedLikes({ me, includedIn, onUpgrade }: LockedLikesProps) {
  const { data: count, isLoading, isError, isFetching, refetch } = useGetPendingInterestCountQuery(me);
  if (isLoading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label={respondToInterestTexts.loadingLikes} />
      </Box>
    );
  }
  if (isError || count === undefined) {
    return <RetryAlert message={respondToInterestTexts.loadFailed} onRetry={() => void refetch()} retrying={isFetching} />;
  }
  if (count === 0) return <Typography color="text.secondary">{respondToInterestTexts.noLikes}</Typography>;
  return (
    <Box>
      <Typography component="h3" variant="h6" sx={{ mb: 2 }}>
        {respondToInterestTexts.lockedCount(count)}
      </Typography>
      <Box aria-hidden data-testid="blurred-likes" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 1.5, mb: 2 }}>
        {Array.from({ length: Math.min(count, MAX_CARDS) }, (_, index) => (
          <BlurredLikeCard key={index} index={index} />
        ))}
      </Box>
      <Alert severity="info" action={<UpgradePlanLink color="inherit" onClick={onUpgrade} />}>
        {includedIn ? respondToInterestTexts.lockedHint(includedIn) : null}
      </Alert>
    </Box>
  );
}

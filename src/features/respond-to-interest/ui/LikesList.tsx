import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useGetPendingInterestsQuery } from '@/entities/interest';
import { RetryAlert } from '@/shared/ui';
import { respondToInterestTexts } from '../config/texts';
import { LikeItem, type MemberActions } from './LikeItem';

/** The pending interests the member received, newest first; or why there are none to show. */
export function LikesList({ me, onLeave, memberActions }: { me: string; onLeave: () => void; memberActions?: MemberActions }) {
  const { data: likes, isLoading, isError, isFetching, refetch } = useGetPendingInterestsQuery(me);
  if (isLoading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading likes" />
      </Box>
    );
  }
  if (isError && !likes) {
    return <RetryAlert message={respondToInterestTexts.loadFailed} onRetry={() => void refetch()} retrying={isFetching} />;
  }
  if (!likes?.length) return <Typography color="text.secondary">No one is waiting for an answer right now.</Typography>;
  return (
    <Box component="ul" aria-label="People interested in you" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {likes.map((like) => (
        <LikeItem key={like.id} like={like} onLeave={onLeave} memberActions={memberActions} />
      ))}
    </Box>
  );
}

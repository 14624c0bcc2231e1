import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useGetPendingInterestsQuery } from '@/entities/interest';
import { respondToInterestMessages } from '../config/messages';
import { LikeItem } from './LikeItem';

/** The pending interests the member received, newest first; or why there are none to show. */
export function LikesList({ me, onLeave }: { me: string; onLeave: () => void }) {
  const { data: likes, isLoading, isError, isFetching, refetch } = useGetPendingInterestsQuery(me);
  if (isLoading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading likes" />
      </Box>
    );
  }
  if (isError && !likes) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" disabled={isFetching} onClick={() => void refetch()}>
            Try again
          </Button>
        }
      >
        {respondToInterestMessages.loadFailed}
      </Alert>
    );
  }
  if (!likes?.length) return <Typography color="text.secondary">No one is waiting for an answer right now.</Typography>;
  return (
    <Box component="ul" aria-label="People interested in you" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {likes.map((like) => (
        <LikeItem key={like.id} like={like} onLeave={onLeave} />
      ))}
    </Box>
  );
}

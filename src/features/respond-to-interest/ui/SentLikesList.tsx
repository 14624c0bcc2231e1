import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { RetryAlert } from '@/shared/ui';
import { useGetSentInterestsQuery } from '../api/sent-interests';
import { respondToInterestTexts as texts } from '../config/texts';
import { SentLikeItem } from './SentLikeItem';

/** The likes she sent that wait for an answer, newest first, each to withdraw. */
export function SentLikesList({ me, onLeave }: { me: string; onLeave: () => void }) {
  const { data, isLoading, isError, isFetching, refetch } = useGetSentInterestsQuery(me);
  if (isLoading) return <CircularProgress aria-label={texts.loadingSentLikes} />;
  if (isError && !data) return <RetryAlert message={texts.sentLikesLoadFailed} onRetry={() => void refetch()} retrying={isFetching} />;
  if (!data || data.length === 0) return <Typography color="text.secondary">{texts.noSentLikes}</Typography>;
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {texts.sentLikesIntro}
      </Typography>
      <Box component="ul" aria-label={texts.sentLikesLabel} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data.map((like) => (
          <SentLikeItem key={like.id} me={me} like={like} onLeave={onLeave} />
        ))}
      </Box>
    </>
  );
}

import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { RetryAlert } from '@/shared/ui';
import { useGetConnectionRequestsQuery, type PendingConnectionRequest } from '@/entities/connection-request';
import { respondToInterestTexts as texts } from '../config/texts';
import { ConnectionRequestItem } from './ConnectionRequestItem';

interface ConnectionRequestsListProps {
  me: string;
  direction: PendingConnectionRequest['direction'];
  onLeave: () => void;
}

/** The requests to connect waiting for an answer: hers to answer (received), or the ones she sent. */
export function ConnectionRequestsList({ me, direction, onLeave }: ConnectionRequestsListProps) {
  const { data, isLoading, isError, isFetching, refetch } = useGetConnectionRequestsQuery(me);
  if (isLoading) return <CircularProgress aria-label={texts.loadingRequests} />;
  if (isError && !data) return <RetryAlert message={texts.requestsLoadFailed} onRetry={() => void refetch()} retrying={isFetching} />;
  const shown = (data ?? []).filter((request) => request.direction === direction);
  if (shown.length === 0) return <Typography color="text.secondary">{direction === 'received' ? texts.noRequests : texts.noSentRequests}</Typography>;
  return (
    <Box component="ul" aria-label={direction === 'received' ? texts.requestsForYou : texts.requestsYouSent} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {shown.map((request) => (
        <ConnectionRequestItem key={request.id} request={request} onLeave={onLeave} />
      ))}
    </Box>
  );
}

import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { RetryAlert } from '@/shared/ui';
import { useGetMySupportRequestsQuery } from '../api/support-requests-api';
import { supportTexts } from '../config/texts';
import { SupportRequestItem } from './SupportRequestItem';

/** The member's requests to the team and their states, newest first. */
export function SupportRequestList({ me }: { me: string | undefined }) {
  const { data, isLoading, isError, isFetching, refetch } = useGetMySupportRequestsQuery(me ?? skipToken);
  return (
    <section aria-labelledby="support-requests-heading">
      <Typography id="support-requests-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        {supportTexts.listHeading}
      </Typography>
      {isLoading && <CircularProgress size={24} aria-label={supportTexts.listLoading} />}
      {isError && <RetryAlert message={supportTexts.listFailed} onRetry={() => void refetch()} retrying={isFetching} />}
      {data?.length === 0 && <Typography color="text.secondary">{supportTexts.listEmpty}</Typography>}
      {data && data.length > 0 && (
        <List aria-labelledby="support-requests-heading" disablePadding>
          {data.map((request) => (
            <SupportRequestItem key={request.id} request={request} />
          ))}
        </List>
      )}
    </section>
  );
}

import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEntitlement } from '@/entities/plan';
import { selectSessionUser } from '@/entities/session';
import { isPlanLimitError } from '@/shared/api';
import { useDocumentTitle } from '@/shared/lib';
import { useAppSelector } from '@/shared/redux';
import { RetryAlert } from '@/shared/ui';
import { useGetMyAnalyticsQuery } from '../api/analytics-api';
import { analyticsTexts as texts } from '../config/texts';
import { AnalyticsCharts } from './AnalyticsCharts';
import { AnalyticsLocked } from './AnalyticsLocked';
import { AnalyticsTable } from './AnalyticsTable';

/**
 * /analytics (docs/plans.md, Analytics): her last 30 days as charts, each boost marked, with the
 * numbers in a table beside them. Asked only when her plan includes analytics; the database refuses
 * the others anyway (402), and a refusal (her plan ended meanwhile) shows the same lock.
 */
export function AnalyticsPage() {
  useDocumentTitle(texts.title);
  const me = useAppSelector(selectSessionUser)?.id;
  const { entitled, includedIn } = useEntitlement(me, 'analytics');
  const { data, error, isError, isFetching, refetch } = useGetMyAnalyticsQuery(me && entitled ? me : skipToken);
  const locked = entitled === false || isPlanLimitError(error);

  return (
    <Container component="section" aria-labelledby="analytics-title" maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography id="analytics-title" component="h1" variant="h4">
        {texts.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {texts.subtitle}
      </Typography>
      {locked && <AnalyticsLocked includedIn={includedIn} />}
      {!locked && !data && !isError && <CircularProgress aria-label={texts.loading} />}
      {!locked && isError && !data && <RetryAlert message={texts.loadFailed} onRetry={() => void refetch()} retrying={isFetching} />}
      {!locked && data && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 7 }}>
            <AnalyticsCharts days={data} />
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }}>
            <AnalyticsTable days={data} />
          </Grid>
        </Grid>
      )}
    </Container>
  );
}

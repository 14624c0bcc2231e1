import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { eventTexts as texts, useGetEventsNearMeQuery } from '@/entities/event';
import { UpgradePlanLink, useEntitlement } from '@/entities/plan';
import { selectSessionUser } from '@/entities/session';
import { useDocumentTitle } from '@/shared/lib';
import { useAppSelector } from '@/shared/redux';
import { RetryAlert } from '@/shared/ui';
import { EventCard } from './EventCard';

/**
 * /events (docs/features.md, Events): the upcoming events within her distance, soonest first. Every
 * member browses; on a plan without events a note names the plans that include them, since only
 * those may RSVP (the database refuses the others).
 */
export function EventsPage() {
  useDocumentTitle(texts.listTitle);
  const me = useAppSelector(selectSessionUser)?.id;
  const { entitled, includedIn } = useEntitlement(me, 'events');
  const { data, isError, isFetching, refetch } = useGetEventsNearMeQuery(me ?? skipToken);

  return (
    <Container component="section" aria-labelledby="events-title" maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography id="events-title" component="h1" variant="h4">
        {texts.listTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {texts.listSubtitle}
      </Typography>
      {entitled === false && includedIn && (
        <Alert severity="info" sx={{ mb: 3 }} action={<UpgradePlanLink variant="contained" />}>
          {texts.planRequired(includedIn)}
        </Alert>
      )}
      {!data && !isError && <CircularProgress aria-label={texts.loading} />}
      {isError && !data && <RetryAlert message={texts.loadFailed} onRetry={() => void refetch()} retrying={isFetching} />}
      {data?.length === 0 && <Typography>{texts.empty}</Typography>}
      {data && data.length > 0 && (
        <Grid container spacing={3}>
          {data.map((event) => (
            <Grid key={event.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <EventCard event={event} />
            </Grid>
          ))}
        </Grid>
      )}
    </Container>
  );
}

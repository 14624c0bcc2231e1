import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/Event';
import { skipToken } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router-dom';
import { EventPicture, eventDistanceLabel, eventIcs, eventTexts as texts, formatEventTime, icsFileName, useGetEventQuery } from '@/entities/event';
import { selectSessionUser } from '@/entities/session';
import { routes } from '@/shared/config';
import { downloadFile, useDocumentTitle } from '@/shared/lib';
import { useAppSelector } from '@/shared/redux';
import { BackLink, RetryAlert } from '@/shared/ui';
import { EventAttendees } from './EventAttendees';
import { RsvpControls } from './RsvpControls';

/**
 * /events/:id (docs/features.md, Events): the event, its seats left, RSVP or Cancel RSVP, 'Add to
 * calendar' (an .ics made in the browser) and, for attendees, who else goes.
 */
export function EventPage() {
  const { id = '' } = useParams();
  const me = useAppSelector(selectSessionUser)?.id;
  const { data: event, error, isError, isFetching, refetch } = useGetEventQuery(id && me ? id : skipToken);
  useDocumentTitle(event?.title ?? texts.listTitle);
  const notFound = (error as { code?: string } | undefined)?.code === 'PT404';

  return (
    <Container component="section" aria-labelledby="event-title" maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <BackLink to={routes.events} label={texts.back} />
      {!event && !isError && <CircularProgress aria-label={texts.loading} sx={{ display: 'block', mt: 3 }} />}
      {notFound && <Alert severity="info" sx={{ mt: 3 }}>{texts.notFound}</Alert>}
      {isError && !notFound && !event && (
        <RetryAlert message={texts.loadEventFailed} onRetry={() => void refetch()} retrying={isFetching} />
      )}
      {event && me && (
        <Paper variant="outlined" sx={{ mt: 2, overflow: 'hidden' }}>
          <EventPicture event={event} height={220} />
          <div style={{ padding: 24 }}>
            <Typography id="event-title" component="h1" variant="h4" dir="auto">
              {event.title}
            </Typography>
            <Typography color="text.secondary">{formatEventTime(event.startsAt)}</Typography>
            <Typography translate="no">{[event.venue, event.location].filter(Boolean).join(' · ')}</Typography>
            <Typography sx={{ mt: 1 }}>
              {texts.seatsLeft(event.seatsLeft)}
              {event.distanceMiles !== null && ` · ${eventDistanceLabel(event.distanceMiles)}`}
            </Typography>
            <RsvpControls event={event} me={me} />
            <Typography dir="auto" sx={{ whiteSpace: 'pre-line' }}>
              {event.description}
            </Typography>
            <Button
              startIcon={<EventIcon />}
              sx={{ mt: 2 }}
              onClick={() => downloadFile(new Blob([eventIcs(event, window.location.href)], { type: 'text/calendar' }), icsFileName(event))}
            >
              {texts.addToCalendar}
            </Button>
            {event.attending ? (
              <EventAttendees eventId={event.id} me={me} />
            ) : (
              <Typography color="text.secondary" sx={{ mt: 3 }}>
                {texts.attendeesHidden}
              </Typography>
            )}
          </div>
        </Paper>
      )}
    </Container>
  );
}

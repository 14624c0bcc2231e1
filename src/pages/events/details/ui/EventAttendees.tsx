import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { eventTexts as texts, useGetEventAttendeesQuery } from '@/entities/event';
import { routes } from '@/shared/config';
import { RetryAlert } from '@/shared/ui';

/** Who goes, for an attendee (the database answers attendees only): each a link to her profile. */
export function EventAttendees({ eventId, me }: { eventId: string; me: string }) {
  const { data, isError, isFetching, refetch } = useGetEventAttendeesQuery(eventId);
  return (
    <section aria-labelledby="attendees-title">
      <Typography id="attendees-title" component="h2" variant="h6" sx={{ mt: 3 }}>
        {texts.attendees}
      </Typography>
      {isError && !data && <RetryAlert message={texts.attendeesFailed} onRetry={() => void refetch()} retrying={isFetching} />}
      {data && (
        <List dense>
          {data.map((attendee) => (
            <ListItem key={attendee.id}>
              <ListItemAvatar>
                <Avatar src={attendee.photoUrl ?? undefined} alt="" />
              </ListItemAvatar>
              <ListItemText
                primary={
                  attendee.id === me ? (
                    texts.you
                  ) : (
                    <Link component={RouterLink} to={routes.profile(attendee.id)}>
                      {attendee.firstName}
                    </Link>
                  )
                }
                secondary={`@${attendee.username}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}

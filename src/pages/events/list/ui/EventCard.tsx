import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { EventPicture, eventDistanceLabel, eventTexts as texts, formatEventTime, type MemberEvent } from '@/entities/event';
import { routes } from '@/shared/config';

/** One event of the list: picture, title, when, where, how far, the seats left, and 'Going'. */
export function EventCard({ event }: { event: MemberEvent }) {
  const where = [event.venue, event.location].filter(Boolean).join(' · ');
  return (
    <Card component="article" aria-labelledby={`event-${event.id}`} variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={routes.event(event.id)} sx={{ height: '100%' }}>
        <EventPicture event={event} height={140} />
        <CardContent>
          <Typography id={`event-${event.id}`} component="h2" variant="h6" dir="auto">
            {event.title}
          </Typography>
          <Typography color="text.secondary">{formatEventTime(event.startsAt)}</Typography>
          <Typography variant="body2" translate="no">
            {where}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }} useFlexGap>
            {event.distanceMiles !== null && <Chip size="small" label={eventDistanceLabel(event.distanceMiles)} />}
            <Chip size="small" label={texts.seatsLeft(event.seatsLeft)} color={event.seatsLeft === 0 ? 'default' : 'primary'} variant="outlined" />
            {event.attending && <Chip size="small" label={texts.going} color="success" />}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

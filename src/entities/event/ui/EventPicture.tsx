import Box from '@mui/material/Box';
import EventIcon from '@mui/icons-material/Event';
import type { MemberEvent } from '../model/event';

/**
 * The event's picture, decorative (the title says what it is), in a 2:1 frame; without one, the
 * frame in the theme's colour with a calendar icon, so every card has the same shape.
 */
export function EventPicture({ event, height = 160 }: { event: Pick<MemberEvent, 'picturePath'>; height?: number }) {
  return (
    <Box sx={{ height, bgcolor: 'primary.light', display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
      {event.picturePath ? (
        <Box component="img" src={event.picturePath} alt="" loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        <EventIcon sx={{ fontSize: 48, color: 'primary.contrastText' }} />
      )}
    </Box>
  );
}

import type { Database } from '@/shared/api';
import type { EventAttendee, MemberEvent } from '../model/event';

type Functions = Database['public']['Functions'];
/** The generated types cannot say which returned columns may be null: these may. */
export type EventRow = Omit<Functions['get_event']['Returns'][number], 'ends_at' | 'picture_path' | 'distance_miles'> & {
  ends_at: string | null;
  picture_path: string | null;
  distance_miles: number | null;
};
export type EventAttendeeRow = Omit<Functions['get_event_attendees']['Returns'][number], 'primary_photo_url'> & { primary_photo_url: string | null };

export const toMemberEvent = (row: EventRow): MemberEvent => ({
  id: row.id,
  title: row.title,
  description: row.description,
  venue: row.venue,
  location: row.location,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  capacity: row.capacity,
  seatsLeft: row.seats_left,
  picturePath: row.picture_path,
  distanceMiles: row.distance_miles,
  attending: row.attending,
});

export const toEventAttendee = (row: EventAttendeeRow): EventAttendee => ({
  id: row.id,
  firstName: row.first_name,
  username: row.username,
  photoUrl: row.primary_photo_url,
});

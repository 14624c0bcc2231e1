import type { Database } from '@/shared/api';
import type { EventAttendee, MemberEvent } from '../model/event';

type Functions = Database['public']['Functions'];
export type EventRow = Functions['get_event']['Returns'][number];
export type EventAttendeeRow = Functions['get_event_attendees']['Returns'][number];

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

/** An upcoming event as a member sees it (rpc get_events_near_me, get_event; docs/features.md, Events). */
export interface MemberEvent {
  id: string;
  title: string;
  description: string;
  /** The venue as the operator wrote it ('Brooklyn Bowl, 61 Wythe Ave'). */
  venue: string;
  /** The city's label ('Brooklyn, NY'). */
  location: string;
  /** ISO times; `endsAt` null when the operator gave no end. */
  startsAt: string;
  endsAt: string | null;
  capacity: number;
  seatsLeft: number;
  /** A site path or an https address; null without a picture. */
  picturePath: string | null;
  /** Rounded miles between her city and the event's; null when she has no city. */
  distanceMiles: number | null;
  /** She has a seat. */
  attending: boolean;
}

/** A member going to the same event (rpc get_event_attendees, for attendees only). */
export interface EventAttendee {
  id: string;
  firstName: string;
  username: string;
  photoUrl: string | null;
}

// The events' words (English), for the list and the event page. No imports: the database test checks
// the refusal against the same words (server/db/rls/events-rsvp.test.ts), and the server's Jest has no
// `@/`. The SPA reads them in the reader's language through ./event-texts.ts.
export const eventTexts = {
  listTitle: 'Events',
  listSubtitle: 'Upcoming events near you',
  /** The lock beside the list and the RSVP, and the database's refusal (rsvp_event), naming the plans. */
  planRequired: (plans: string) => `Events come with ${plans}. Upgrade your plan to go.`,
  loading: 'Loading events',
  loadFailed: 'Failed to load events',
  empty: 'No upcoming events near you yet. A wider distance in Dating Preferences shows more.',
  /** '3 miles away', '5 kilometres away': the distance in the reader's unit (lib/distance-label.ts). */
  distanceAway: (distance: string) => `${distance} away`,
  seatsLeft: (seats: number) => (seats === 0 ? 'Full' : seats === 1 ? '1 seat left' : `${seats} seats left`),
  going: 'Going',
  back: 'All events',
  notFound: 'This event is over or does not exist.',
  loadEventFailed: 'Failed to load this event',
  rsvp: 'RSVP',
  full: 'Full',
  cancelRsvp: 'Cancel RSVP',
  youAreGoing: 'You are going.',
  addToCalendar: 'Add to calendar',
  attendees: 'Who is going',
  attendeesFailed: 'Failed to load who is going',
  attendeesHidden: 'Who is going is shown to the members going.',
  you: 'You',
} as const;

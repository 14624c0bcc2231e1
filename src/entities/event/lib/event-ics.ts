import { createEvent } from 'ics';
import type { MemberEvent } from '../model/event';

/** How long an event without an end lasts in her calendar. */
const DEFAULT_HOURS = 2;

/**
 * The event as an iCalendar file (RFC 5545, written by the `ics` package: escaping, line folding,
 * UTC times), for 'Add to calendar'. Built in the browser from what the page shows; `pageUrl` is the
 * event's page. Its UID is the event's id, so downloading it again updates the same calendar entry.
 */
export function eventIcs(event: MemberEvent, pageUrl: string): string {
  const timing = event.endsAt ? { end: Date.parse(event.endsAt) } : { duration: { hours: DEFAULT_HOURS } };
  const { error, value } = createEvent({
    productId: 'ascend/events',
    uid: `${event.id}@ascend`,
    title: event.title,
    description: event.description,
    location: [event.venue, event.location].filter(Boolean).join(', '),
    url: pageUrl,
    start: Date.parse(event.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    ...timing,
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be made');
  return value;
}

/** A file name for it: the title's letters and digits ('rooftop-singles-mixer.ics'). */
export const icsFileName = (event: MemberEvent) =>
  `${event.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'event'}.ics`;

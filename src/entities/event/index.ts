export type { MemberEvent, EventAttendee } from './model/event';
export {
  eventApi,
  EVENTS_PAGE_SIZE,
  useGetEventsNearMeQuery,
  useGetEventQuery,
  useGetEventAttendeesQuery,
  useRsvpEventMutation,
  useCancelRsvpMutation,
} from './api/event-api';
export { toMemberEvent, toEventAttendee, type EventRow, type EventAttendeeRow } from './lib/map-event';
export { eventIcs, icsFileName } from './lib/event-ics';
export { formatEventTime } from './lib/format-event-time';
export { eventDistanceLabel } from './lib/distance-label';
export { EventPicture } from './ui/EventPicture';
export { eventTexts } from './config/event-texts';

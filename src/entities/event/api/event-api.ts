import { baseApi, databaseSentence, mapDatabaseError, supabaseQuery, tags, type ErrorMapper } from '@/shared/api';
import { toEventAttendee, toMemberEvent, type EventAttendeeRow, type EventRow } from '../lib/map-event';
import type { EventAttendee, MemberEvent } from '../model/event';

/** How many events the list asks for (the function's most). */
export const EVENTS_PAGE_SIZE = 50;

/** The database's own sentences for an event that is full, over or unknown, and for a non-attendee. */
const EVENT_CODES = new Set(['PT403', 'PT404', 'PT409']);
const mapEventError: ErrorMapper = (error) => {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return code && EVENT_CODES.has(code) && message ? { code, message: databaseSentence(error) ?? message } : mapDatabaseError(error);
};

const firstEvent = (rows: EventRow[] | null) => {
  if (!rows?.[0]) throw new Error('The event answered no row');
  return toMemberEvent(rows[0]);
};

export const eventApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The upcoming events near her, soonest first (rpc get_events_near_me), by her id. */
    getEventsNearMe: build.query<MemberEvent[], string>({
      queryFn: () =>
        supabaseQuery((supabase) => supabase.rpc('get_events_near_me', { page_size: EVENTS_PAGE_SIZE }), {
          context: 'Load events',
          map: (rows) => ((rows ?? []) as EventRow[]).map(toMemberEvent),
        }),
      providesTags: [tags.events],
    }),
    /** One upcoming event (rpc get_event); an unknown or past one is PT404. */
    getEvent: build.query<MemberEvent, string>({
      queryFn: (id) =>
        supabaseQuery((supabase) => supabase.rpc('get_event', { event_id: id }), {
          context: 'Load event',
          mapError: mapEventError,
          map: (rows) => firstEvent(rows as EventRow[] | null),
        }),
      providesTags: [tags.events],
    }),
    /** Who goes, for attendees only (rpc get_event_attendees; others get PT403). */
    getEventAttendees: build.query<EventAttendee[], string>({
      queryFn: (id) =>
        supabaseQuery((supabase) => supabase.rpc('get_event_attendees', { event_id: id }), {
          context: 'Load attendees',
          mapError: mapEventError,
          map: (rows) => ((rows ?? []) as EventAttendeeRow[]).map(toEventAttendee),
        }),
      providesTags: [tags.eventAttendees],
    }),
    /**
     * Takes a seat (rpc rsvp_event): refused with the database's words when her plan has no events
     * (402) or the event is full (409). The answer is the event after it.
     */
    rsvpEvent: build.mutation<MemberEvent, string>({
      queryFn: (id) =>
        supabaseQuery((supabase) => supabase.rpc('rsvp_event', { event_id: id }), {
          context: 'RSVP',
          mapError: mapEventError,
          map: (rows) => firstEvent(rows as EventRow[] | null),
        }),
      // Full meanwhile: the page loads the event again and says 'Full' beside the refusal.
      invalidatesTags: (_result, error) => (error ? (error.code === 'PT409' ? [tags.events] : []) : [tags.events, tags.eventAttendees]),
    }),
    /** Gives her seat back (rpc cancel_rsvp), whatever her plan now. */
    cancelRsvp: build.mutation<MemberEvent, string>({
      queryFn: (id) =>
        supabaseQuery((supabase) => supabase.rpc('cancel_rsvp', { event_id: id }), {
          context: 'Cancel RSVP',
          mapError: mapEventError,
          map: (rows) => firstEvent(rows as EventRow[] | null),
        }),
      invalidatesTags: (_result, error) => (error ? [] : [tags.events, tags.eventAttendees]),
    }),
  }),
});

export const { useGetEventsNearMeQuery, useGetEventQuery, useGetEventAttendeesQuery, useRsvpEventMutation, useCancelRsvpMutation } = eventApi;

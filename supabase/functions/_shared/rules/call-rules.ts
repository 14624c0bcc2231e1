/**
 * Video calls (docs/features.md, Video calls), written once for the SPA and the tests that tie it to
 * the database, which decides by its own clock (private.call_ring_timeout). No imports: the SPA's
 * build takes the file as it is.
 */

/** How long a call rings before it is missed. */
export const CALL_RING_SECONDS = 30;

/** A call's status in the log (public.calls' check constraint). */
export const CALL_STATUSES = ['ringing', 'accepted', 'declined', 'missed', 'ended'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

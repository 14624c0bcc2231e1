import type { Database } from '../db/types';
import { CITY } from './discovery-members';
import { as, SERVICE, type TestUser } from './test-users';

export interface EventSpec {
  title?: string;
  place?: number;
  /** Hours from now; negative for a past event. */
  inHours?: number;
  capacity?: number;
}

/** An event as the operator makes it (service role): New York City, in a day, 10 seats by default. */
export async function createEvent(db: Database, spec: EventSpec = {}): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.events (title, place_id, starts_at, capacity, venue, description)
     values ($1, $2, now() + $3 * interval '1 hour', $4, 'The Venue', 'An evening out.') returning id`,
    [spec.title ?? 'Rooftop mixer', spec.place ?? CITY.newYork, spec.inHours ?? 24, spec.capacity ?? 10],
  );
  return rows[0].id;
}

/** Gives her a current subscription to the tier. */
export const subscribe = (db: Database, member: TestUser, tier: string) =>
  as(db, SERVICE)(
    `insert into public.subscriptions (user_id, tier, current_period_start, current_period_end)
     values ($1, $2, now() - interval '1 day', now() + interval '29 days')`,
    [member.id, tier],
  );

export interface EventRow {
  id: string;
  title: string;
  location: string;
  seats_left: number;
  distance_miles: number | null;
  attending: boolean;
  [column: string]: unknown;
}

export const rsvp = async (db: Database, member: TestUser, event: string) =>
  (await as(db, member)<EventRow>('select * from public.rsvp_event($1)', [event])).rows[0];
export const cancelRsvp = async (db: Database, member: TestUser, event: string) =>
  (await as(db, member)<EventRow>('select * from public.cancel_rsvp($1)', [event])).rows[0];
export const getEvent = async (db: Database, member: TestUser, event: string) =>
  (await as(db, member)<EventRow>('select * from public.get_event($1)', [event])).rows[0];
export const eventsNear = async (db: Database, member: TestUser, pageSize = 50) =>
  (await as(db, member)<EventRow>('select * from public.get_events_near_me(null, null, $1)', [pageSize])).rows;
export const attendees = async (db: Database, member: TestUser, event: string) =>
  (await as(db, member)<{ id: string }>('select * from public.get_event_attendees($1)', [event])).rows.map((r) => r.id);

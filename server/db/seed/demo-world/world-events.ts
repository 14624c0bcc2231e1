import type { Tx } from '../../types';

/**
 * The demo world's upcoming events (docs/features.md, Events): a dozen across the demo cities, at
 * 7 pm local time a few days to a few weeks after seeding, so a fresh `npm run db:reset` always has
 * them ahead. Fixed ids, so `npm run db:remove-demo` finds them. Noah (Elite, Brooklyn) goes to the
 * first, which Ava (New York City, within her 50 miles) sees in her list.
 */
export const DEMO_EVENTS = [
  { id: 'e0000000-0000-4000-8000-000000000001', title: 'Rooftop singles mixer', place: 5125771, tz: 'America/New_York', inDays: 3,
    capacity: 40, picture: 'mixer', venue: 'The Skylark, 200 W 39th St',
    description: 'Drinks and easy introductions above Midtown. Name tags, a few icebreakers, no speed-dating bell.' },
  { id: 'e0000000-0000-4000-8000-000000000002', title: 'Sunday brunch for singles', place: 5110302, tz: 'America/New_York', inDays: 6,
    capacity: 24, picture: 'food', venue: 'Olmsted, 659 Vanderbilt Ave',
    description: 'Long tables, bottomless coffee and a seat change after every course.' },
  { id: 'e0000000-0000-4000-8000-000000000003', title: 'Central Park picnic and frisbee', place: 5128581, tz: 'America/New_York', inDays: 9,
    capacity: 30, picture: 'outdoors', venue: 'Sheep Meadow, Central Park',
    description: 'Bring a blanket and something to share; we bring the frisbees and the lawn games.' },
  { id: 'e0000000-0000-4000-8000-000000000004', title: 'Jazz night in Queens', place: 5133273, tz: 'America/New_York', inDays: 14,
    capacity: 2, picture: 'music', venue: 'Terraza 7, 40-19 Gleane St',
    description: 'A live trio and a small room: two seats only.' },
  { id: 'e0000000-0000-4000-8000-000000000005', title: 'Taco crawl on South Congress', place: 4671654, tz: 'America/Chicago', inDays: 4,
    capacity: 20, picture: 'food', venue: 'Meet at Güero’s Taco Bar, 1412 S Congress Ave',
    description: 'Four stops, one taco each, and plenty of time to talk between them.' },
  { id: 'e0000000-0000-4000-8000-000000000006', title: 'Barton Springs swim and sunset', place: 4671654, tz: 'America/Chicago', inDays: 11,
    capacity: 25, picture: 'outdoors', venue: 'Barton Springs Pool, 2201 William Barton Dr',
    description: 'A late swim, then the hill for the sunset.' },
  { id: 'e0000000-0000-4000-8000-000000000007', title: 'Architecture boat tour', place: 4887398, tz: 'America/Chicago', inDays: 5,
    capacity: 30, picture: 'outdoors', venue: 'Chicago Riverwalk, Michigan Ave bridge',
    description: 'Ninety minutes on the river with a guide, then drinks at the dock.' },
  { id: 'e0000000-0000-4000-8000-000000000008', title: 'Blues bar social', place: 4887398, tz: 'America/Chicago', inDays: 12,
    capacity: 35, picture: 'music', venue: 'Kingston Mines, 2548 N Halsted St',
    description: 'Two stages, one reserved table area for us.' },
  { id: 'e0000000-0000-4000-8000-000000000009', title: 'Dolores Park board games', place: 5391959, tz: 'America/Los_Angeles', inDays: 7,
    capacity: 20, picture: 'mixer', venue: 'Dolores Park, upper lawn',
    description: 'Easy games, a big picnic blanket and a sunset over the city.' },
  { id: 'e0000000-0000-4000-8000-000000000010', title: 'Oakland food truck night', place: 5378538, tz: 'America/Los_Angeles', inDays: 16,
    capacity: 40, picture: 'food', venue: 'Oakland First Fridays, Telegraph Ave',
    description: 'Share plates from six trucks; we keep a table near the music.' },
  { id: 'e0000000-0000-4000-8000-000000000011', title: 'Forest Park hike', place: 5746545, tz: 'America/Los_Angeles', inDays: 8,
    capacity: 15, picture: 'outdoors', venue: 'Lower Macleay trailhead',
    description: 'Five easy miles to the Pittock Mansion and back, coffee after.' },
  { id: 'e0000000-0000-4000-8000-000000000012', title: 'Record store listening party', place: 5746545, tz: 'America/Los_Angeles', inDays: 20,
    capacity: 25, picture: 'music', venue: 'Music Millennium, 3158 E Burnside St',
    description: 'Bring a record you love; the store plays one side of each.' },
] as const;

export const DEMO_EVENT_IDS = DEMO_EVENTS.map((event) => event.id);

/** Writes the demo events (as the operator: the seed's owner role) and Noah's seat at the first. */
export async function insertWorldEvents(tx: Tx, noahId: string): Promise<void> {
  await tx.query(
    `insert into public.events (id, title, description, venue, place_id, starts_at, capacity, picture_path)
     select e.id, e.title, e.description, e.venue, e.place,
            (date_trunc('day', now() at time zone e.tz) + make_interval(days => e.in_days, hours => 19)) at time zone e.tz,
            e.capacity, '/events/' || e.picture || '.svg'
       from jsonb_to_recordset($1::jsonb)
            as e (id uuid, title text, description text, venue text, place integer, tz text, in_days integer, capacity integer, picture text)`,
    [JSON.stringify(DEMO_EVENTS.map(({ inDays, ...event }) => ({ ...event, in_days: inDays })))],
  );
  await tx.query('insert into public.event_rsvps (event_id, member_id) values ($1, $2)', [DEMO_EVENTS[0].id, noahId]);
}

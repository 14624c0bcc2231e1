import { attendees, cancelRsvp, createEvent, eventsNear, getEvent, rsvp, subscribe } from '../../testing/event-fixtures';
import { CITY, createMember } from '../../testing/discovery-members';
import { createTestDatabase } from '../../testing/test-database';
import { ANON, SERVICE, as } from '../../testing/test-users';
import type { Database } from '../types';

// Events (supabase/schemas/events; docs/features.md, Events): upcoming events near her city, browsed
// by every member, attended on the plans whose catalogue row includes 'events', attendees shown to
// attendees only. This file changes the catalogue, so it has a database of its own.
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const elite = async (spec: Parameters<typeof createMember>[1] = {}) => {
  const member = await createMember(db, spec);
  await subscribe(db, member, 'elite');
  return member;
};

describe('the events near her', () => {
  it('lists upcoming events within her distance, soonest first, with the rounded distance', async () => {
    const member = await createMember(db, { place: CITY.newYork, profile: { preferred_distance: 20 } });
    const later = await createEvent(db, { title: 'Later in Brooklyn', place: CITY.brooklyn, inHours: 48 });
    const sooner = await createEvent(db, { title: 'Sooner in Newark', place: CITY.newark, inHours: 2 });
    const far = await createEvent(db, { title: 'Boston', place: CITY.boston });
    const past = await createEvent(db, { title: 'Yesterday', inHours: -24 });
    const rows = await eventsNear(db, member);
    const ids = rows.map((r) => r.id);
    expect(ids.indexOf(sooner)).toBeLessThan(ids.indexOf(later));
    expect(ids).not.toContain(far);
    expect(ids).not.toContain(past);
    expect(rows.find((r) => r.id === later)).toMatchObject({ location: 'Brooklyn, NY', seats_left: 10, attending: false });
    expect(rows.find((r) => r.id === sooner)!.distance_miles).toBe(9);
    // No city: everything upcoming, without a distance.
    const traveller = await createMember(db, { place: null });
    const everywhere = await eventsNear(db, traveller);
    expect(everywhere.map((r) => r.id)).toEqual(expect.arrayContaining([sooner, later, far]));
    expect(everywhere.every((r) => r.distance_miles === null)).toBe(true);
  });

  it('pages by (starts_at, id) without gaps and caps the page size', async () => {
    const member = await createMember(db, { place: CITY.philadelphia, profile: { preferred_distance: 1 } });
    for (let i = 0; i < 4; i++) await createEvent(db, { place: CITY.philadelphia, inHours: 5 + (i % 2) });
    const all = await eventsNear(db, member);
    expect(all).toHaveLength(4);
    // The cursor as PostgREST sends it: to the microsecond (a JS Date would round it).
    const first = (await as(db, member)<{ id: string; starts_at: string }>('select id, starts_at::text from public.get_events_near_me(null, null, 2)')).rows;
    const last = first[1];
    const next = (
      await as(db, member)<{ id: string }>('select * from public.get_events_near_me($1, $2, 2)', [last.starts_at, last.id])
    ).rows;
    expect([...first, ...next].map((r) => r.id)).toEqual(all.map((r) => r.id));
    expect(await eventsNear(db, member, 0)).toHaveLength(1);
  });

  it('shows an upcoming event to any member, and no past or unknown one', async () => {
    const free = await createMember(db);
    const event = await createEvent(db);
    expect(await getEvent(db, free, event)).toMatchObject({ id: event, title: 'Rooftop mixer', attending: false });
    const past = await createEvent(db, { inHours: -1 });
    await expect(getEvent(db, free, past)).rejects.toMatchObject({ code: 'PT404' });
    await expect(getEvent(db, free, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ code: 'PT404' });
  });

  it('refuses visitors, and lets no member write events or RSVPs directly', async () => {
    const member = await createMember(db);
    const event = await createEvent(db);
    await expect(as(db, ANON)('select * from public.get_events_near_me()')).rejects.toMatchObject({ code: '42501' });
    await expect(as(db, ANON)('select * from public.events')).rejects.toMatchObject({ code: '42501' });
    await expect(
      as(db, member)(`insert into public.events (title, place_id, starts_at, capacity) values ('Mine', $1, now() + interval '1 day', 5)`, [
        CITY.newYork,
      ]),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(as(db, member)('insert into public.event_rsvps (event_id, member_id) values ($1, $2)', [event, member.id])).rejects.toMatchObject({
      code: '42501',
    });
    // The table's policy: upcoming events only.
    const past = await createEvent(db, { inHours: -2 });
    const { rows } = await as(db, member)<{ id: string }>('select id from public.events where id = any ($1)', [[event, past]]);
    expect(rows.map((r) => r.id)).toEqual([event]);
  });
});

describe('who goes', () => {
  it('is shown to attendees only, never across a block, and not a hidden profile', async () => {
    const [a, b, c, hidden] = [await elite(), await elite(), await elite(), await elite({ profile: { visibility: 'nobody' } })];
    const outsider = await elite();
    const event = await createEvent(db);
    for (const m of [a, b, c, hidden]) await rsvp(db, m, event);
    expect(await attendees(db, a, event)).toEqual([a.id, b.id, c.id]);
    expect(await attendees(db, hidden, event)).toEqual([a.id, b.id, c.id, hidden.id]);
    await expect(attendees(db, outsider, event)).rejects.toMatchObject({ code: 'PT403' });
    await expect(as(db, ANON)('select * from public.get_event_attendees($1)', [event])).rejects.toMatchObject({ code: '42501' });
    // The table says the same: her own row, and the others' only while she goes.
    const read = async (who: typeof a) =>
      (await as(db, who)<{ member_id: string }>('select member_id from public.event_rsvps where event_id = $1', [event])).rows.map(
        (r) => r.member_id,
      );
    expect(await read(outsider)).toEqual([]);
    expect((await read(b)).sort()).toEqual([a.id, b.id, c.id, hidden.id].sort());
    await as(db, a)('select public.block_member($1)', [c.id]);
    expect(await attendees(db, a, event)).toEqual([a.id, b.id]);
    expect(await attendees(db, c, event)).toEqual([b.id, c.id]);
    expect(await read(a)).not.toContain(c.id);
    await cancelRsvp(db, b, event);
    await expect(attendees(db, b, event)).rejects.toMatchObject({ code: 'PT403' });
    expect(await read(b)).toEqual([]);
  });

  it('lets only the operator make events', async () => {
    const { rows } = await as(db, SERVICE)<{ id: string }>(
      `insert into public.events (title, place_id, starts_at, capacity) values ('Operator', $1, now() + interval '1 day', 5) returning id`,
      [CITY.boston],
    );
    expect(rows).toHaveLength(1);
  });
});

import { cancelRsvp, createEvent, eventsNear, rsvp, subscribe } from '../../testing/event-fixtures';
import { createMember } from '../../testing/discovery-members';
import { createTestDatabase } from '../../testing/test-database';
// The SPA says it before the function is asked, in the same words (a file without imports).
import { eventTexts } from '../../../src/entities/event/config/texts';
import type { Database } from '../types';

// RSVPs to events (supabase/schemas/events/rsvp_event.sql; docs/features.md, Events): on the plans
// whose catalogue row includes 'events', the capacity held by the database under concurrent calls
// (`PGPORT_TEST=… bash scripts/with-postgres.sh npm test -- server/db/rls/events-rsvp.test.ts` runs
// them on two connections). This file changes the catalogue, so it has a database of its own.
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

describe('RSVP', () => {
  it('takes and gives back a seat on a plan with events; answering twice changes nothing', async () => {
    const member = await elite();
    const event = await createEvent(db, { capacity: 3 });
    expect(await rsvp(db, member, event)).toMatchObject({ attending: true, seats_left: 2 });
    expect(await rsvp(db, member, event)).toMatchObject({ attending: true, seats_left: 2 });
    expect((await eventsNear(db, member)).find((r) => r.id === event)).toMatchObject({ attending: true });
    expect(await cancelRsvp(db, member, event)).toMatchObject({ attending: false, seats_left: 3 });
    expect(await cancelRsvp(db, member, event)).toMatchObject({ attending: false, seats_left: 3 });
  });

  it('refuses the plans without events with 402 naming the plans, and follows the catalogue', async () => {
    const event = await createEvent(db);
    for (const tier of ['free', 'basic', 'premium']) {
      const member = await createMember(db);
      if (tier !== 'free') await subscribe(db, member, tier);
      await expect(rsvp(db, member, event)).rejects.toMatchObject({
        code: 'PT402',
        hint: 'upgrade',
        message: eventTexts.planRequired('Elite'),
      });
    }
    const basic = await createMember(db);
    await subscribe(db, basic, 'basic');
    await db.query(`update public.plans set entitlements = entitlements || array['events'] where tier = 'basic'`);
    try {
      await expect(rsvp(db, basic, event)).resolves.toMatchObject({ attending: true });
      const free = await createMember(db);
      await expect(rsvp(db, free, event)).rejects.toMatchObject({ message: eventTexts.planRequired('Basic and Elite') });
    } finally {
      await db.query(`update public.plans set entitlements = array_remove(entitlements, 'events') where tier = 'basic'`);
    }
    // Her plan moved away: she may still give her seat back.
    await expect(cancelRsvp(db, basic, event)).resolves.toMatchObject({ attending: false });
  });

  it('refuses a full event with 409, and a past or unknown one with 404', async () => {
    const [a, b] = [await elite(), await elite()];
    const event = await createEvent(db, { capacity: 1 });
    await rsvp(db, a, event);
    await expect(rsvp(db, b, event)).rejects.toMatchObject({ code: 'PT409', message: 'This event is full.' });
    await cancelRsvp(db, a, event);
    await expect(rsvp(db, b, event)).resolves.toMatchObject({ seats_left: 0 });
    const past = await createEvent(db, { inHours: -1 });
    await expect(rsvp(db, a, past)).rejects.toMatchObject({ code: 'PT404' });
    await expect(cancelRsvp(db, a, past)).rejects.toMatchObject({ code: 'PT404' });
  });

  it('gives the last seat to one of two members asking at once', async () => {
    // On PostgreSQL (scripts/with-postgres.sh) the two calls run on two connections and the event's
    // row lock decides; on PGlite's one connection they take turns, which checks the rule.
    const event = await createEvent(db, { capacity: 2 });
    await rsvp(db, await elite(), event);
    const [a, b] = [await elite(), await elite()];
    const results = await Promise.allSettled([rsvp(db, a, event), rsvp(db, b, event)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')!;
    expect(refused.reason).toMatchObject({ code: 'PT409' });
    const { rows } = await db.query('select 1 from public.event_rsvps where event_id = $1', [event]);
    expect(rows).toHaveLength(2);
  });

  it('gives ten seats to ten of twenty members asking at once', async () => {
    const event = await createEvent(db, { capacity: 10 });
    const members = await Promise.all(Array.from({ length: 20 }, () => elite()));
    const results = await Promise.allSettled(members.map((m) => rsvp(db, m, event)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const { rows } = await db.query('select 1 from public.event_rsvps where event_id = $1', [event]);
    expect(rows).toHaveLength(10);
  });
});

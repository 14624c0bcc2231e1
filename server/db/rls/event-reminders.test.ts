import { createEvent } from '../../testing/event-fixtures';
import { testDevice } from '../../testing/push-keys';
import { createTestDatabase } from '../../testing/test-database';
import { ANON, as, createUsers, SERVICE, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// The day-before reminder of an event (supabase/schemas/events/send_event_reminders.sql;
// docs/features.md, Events): who is reminded, once, what the bell and the push carry, and who may
// run it. Other tests' events may be due in this database too, so each test reads its members' rows.
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

/** Her RSVP as rsvp_event writes it, `hoursAgo` old (the plan check is rsvp_event's own tests'). */
const going = (member: TestUser, event: string, hoursAgo = 48) =>
  db.query(`insert into public.event_rsvps (event_id, member_id, created_at) values ($1, $2, now() - make_interval(hours => $3))`, [
    event,
    member.id,
    hoursAgo,
  ]);
const sendReminders = async () => (await as(db, SERVICE)<{ n: number }>('select public.send_event_reminders() as n')).rows[0].n;
const remindersOf = async (member: TestUser) =>
  (
    await as(db, member)<{ kind: string; actor_id: string | null; event_id: string; event_title: string; read_at: string | null }>(
      `select kind, actor_id, event_id, event_title, read_at from public.get_notifications() where kind = 'event_reminder'`,
    )
  ).rows;

describe('send_event_reminders', () => {
  it('tells each member going to an event that starts within a day, once, with its title', async () => {
    const [ava, noah, mia] = await createUsers(db, 3);
    const tonight = await createEvent(db, { title: 'Salsa night', inHours: 20 });
    await going(ava, tonight);
    await going(noah, tonight);
    expect(await sendReminders()).toBeGreaterThanOrEqual(2);
    const expected = [{ kind: 'event_reminder', actor_id: null, event_id: tonight, event_title: 'Salsa night', read_at: null }];
    expect(await remindersOf(ava)).toEqual(expected);
    expect(await remindersOf(noah)).toEqual(expected);
    expect(await remindersOf(mia)).toEqual([]);

    await sendReminders();
    expect(await remindersOf(ava)).toHaveLength(1);
  });

  it('waits for the last day, skips past events and an RSVP made inside the last day', async () => {
    const [ava] = await createUsers(db, 1);
    const later = await createEvent(db, { inHours: 30 });
    const past = await createEvent(db, { inHours: -1 });
    const soon = await createEvent(db, { inHours: 6 });
    await going(ava, later);
    await going(ava, past);
    await going(ava, soon, 2);
    await sendReminders();
    expect(await remindersOf(ava)).toEqual([]);

    // The evening moves closer: the next run reminds her.
    await db.query(`update public.events set starts_at = now() + interval '23 hours' where id = $1`, [later]);
    await sendReminders();
    expect((await remindersOf(ava)).map((r) => r.event_id)).toEqual([later]);
  });

  it('forgets a member who gave her seat back, and the reminder goes with its event', async () => {
    const [ava, noah] = await createUsers(db, 2);
    const event = await createEvent(db, { inHours: 12 });
    await going(ava, event);
    await going(noah, event);
    await db.query('delete from public.event_rsvps where event_id = $1 and member_id = $2', [event, noah.id]);
    await sendReminders();
    expect(await remindersOf(noah)).toEqual([]);
    expect(await remindersOf(ava)).toHaveLength(1);

    await db.query('delete from public.events where id = $1', [event]);
    expect(await remindersOf(ava)).toEqual([]);
  });

  it('goes to her devices: the push names the event', async () => {
    const [ava] = await createUsers(db, 1);
    const device = testDevice();
    await as(db, ava)('select public.save_push_subscription($1, $2, $3)', [device.endpoint, device.p256dh, device.auth]);
    const event = await createEvent(db, { title: 'Gallery walk', inHours: 10 });
    await going(ava, event);
    await sendReminders();
    const { rows } = await as(db, SERVICE)<{ member_id: string; kind: string; actor_name: string | null; event_id: string; event_title: string }>(
      'select member_id, kind, actor_name, event_id, event_title from public.take_pushes(100, 60)',
    );
    expect(rows.filter((r) => r.member_id === ava.id)).toEqual([
      { member_id: ava.id, kind: 'event_reminder', actor_name: null, event_id: event, event_title: 'Gallery walk' },
    ]);
  });

  it('is not e-mailed in a digest: the digest tells news of members', async () => {
    const [ava, mia, noah] = await createUsers(db, 3);
    await db.query(`update public.profiles set last_active = now() - interval '3 hours' where id = any ($1)`, [[ava.id, mia.id]]);
    const event = await createEvent(db, { inHours: 8 });
    await going(ava, event);
    await going(mia, event);
    await sendReminders();
    // Mia also has a like: she is due a digest, which counts the like alone.
    await db.query(`insert into public.notifications (member_id, kind, actor_id) values ($1, 'like', $2)`, [mia.id, noah.id]);
    const { rows } = await as(db, SERVICE)<{ member_id: string; likes: number }>('select member_id, likes from public.take_email_digests(100)');
    expect(rows.filter((r) => r.member_id === ava.id || r.member_id === mia.id)).toEqual([{ member_id: mia.id, likes: 1 }]);
  });

  it('is the scheduler’s alone: members and visitors may not run it, nor write a reminder', async () => {
    const [ava] = await createUsers(db, 1);
    const event = await createEvent(db);
    for (const caller of [ava, ANON]) {
      await expect(as(db, caller)('select public.send_event_reminders()')).rejects.toMatchObject({ code: '42501' });
    }
    await expect(
      as(db, ava)(`insert into public.notifications (member_id, kind, event_id) values ($1, 'event_reminder', $2)`, [ava.id, event]),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('keeps a reminder about its event and nobody else', async () => {
    const [ava, noah] = await createUsers(db, 2);
    const event = await createEvent(db);
    await expect(
      db.query(`insert into public.notifications (member_id, kind, actor_id, event_id) values ($1, 'event_reminder', $2, $3)`, [ava.id, noah.id, event]),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(db.query(`insert into public.notifications (member_id, kind) values ($1, 'like')`, [ava.id])).rejects.toMatchObject({ code: '23514' });
  });
});

import { createEvent } from './testing/event-fixtures';
import { startTestServer } from './testing/test-server';
import { createUsers } from './testing/test-users';

// The embedded server's timer (server/scheduled-calls.ts), the stand-in for pg_cron: it calls
// send_event_reminders through its own REST API with the service-role key. The digest e-mails' timer
// is tested with their function (server/functions/email-digest.contract.test.ts).
describe('the embedded schedule', () => {
  it('writes the day-before reminders by itself, every interval, when the server is told to', async () => {
    const scheduled = await startTestServer({ eventReminders: { intervalMs: 200 } });
    try {
      const { db } = scheduled.ctx;
      const [ava] = await createUsers(db, 1);
      const event = await createEvent(db, { inHours: 5 });
      await db.query(`insert into public.event_rsvps (event_id, member_id, created_at) values ($1, $2, now() - interval '2 days')`, [event, ava.id]);
      const reminded = async () =>
        (await db.query(`select 1 from public.notifications where member_id = $1 and event_id = $2 and kind = 'event_reminder'`, [ava.id, event])).rows
          .length;
      for (let waited = 0; waited < 10_000 && (await reminded()) === 0; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await reminded()).toBe(1);
    } finally {
      await scheduled.close();
    }
  });
});

import { sendMessage } from '../../testing/messaging-members';
import { createTestDatabase } from '../../testing/test-database';
import { as, createUsers, makeMatch, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// Times others see are the database's: a member may say "read" or "here", never when.
let db: Database;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  db = await createTestDatabase();
  [alice, bob] = await createUsers(db, 2);
  await makeMatch(db, alice, bob);
});
afterAll(() => db.close());

const nearNow = (time: Date) => Math.abs(time.getTime() - Date.now()) < 60_000;

describe('read_at', () => {
  it.each(['2001-01-01T00:00:00Z', '2099-01-01T00:00:00Z'])('is now() when the receiver marks a message read at %s', async (claimed) => {
    const message = await sendMessage(db, alice, bob, 'Read me');
    await as(db, bob)('update public.messages set read_at = $2 where id = $1', [message.id, claimed]);
    // Members may not select read_at (read receipts by plan): the owner reads what was stored.
    const { rows } = await db.query<{ read_at: Date }>('select read_at from public.messages where id = $1', [message.id]);
    expect(nearNow(rows[0].read_at)).toBe(true);
  });

  it('keeps a time the owner gives (the demo seed marks old messages read)', async () => {
    const message = await sendMessage(db, alice, bob, 'Backdated');
    const { rows } = await db.query<{ read_at: Date }>(
      `update public.messages set read_at = '2020-05-01T10:00:00Z' where id = $1 returning read_at`,
      [message.id],
    );
    expect(rows[0].read_at.toISOString()).toBe('2020-05-01T10:00:00.000Z');
  });
});

describe('last_active', () => {
  it.each(['2099-01-01T00:00:00Z', '2001-01-01T00:00:00Z'])('is now() whatever time a member sets (%s)', async (claimed) => {
    const { rows } = await as(db, alice)<{ last_active: Date }>(
      'update public.profiles set last_active = $2 where id = $1 returning last_active',
      [alice.id, claimed],
    );
    expect(nearNow(rows[0].last_active)).toBe(true);
  });

  it('stays as it was when a member saves other fields', async () => {
    await db.query(`update public.profiles set last_active = '2026-01-01T00:00:00Z' where id = $1`, [bob.id]);
    const { rows } = await as(db, bob)<{ last_active: Date }>(
      `update public.profiles set bio = 'Hiking and tea' where id = $1 returning last_active`,
      [bob.id],
    );
    expect(rows[0].last_active.toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
});

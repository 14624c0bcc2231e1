import { sendMessage } from '../../testing/messaging-members';
import { createTestDatabase } from '../../testing/test-database';
import { as, createUsers, makeMatch, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// The rules of a stored message whichever way it is written: send_message or PostgREST's insert.
let db: Database;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;
beforeAll(async () => {
  db = await createTestDatabase();
  [alice, bob, carol] = await createUsers(db, 3);
  await makeMatch(db, alice, bob);
  await makeMatch(db, alice, carol);
});
afterAll(() => db.close());

const insert = (from: TestUser, to: TestUser, columns: Record<string, unknown>) => {
  const names = ['sender_id', 'receiver_id', ...Object.keys(columns)];
  return as(db, from)<{ content: string; created_at: Date }>(
    `insert into public.messages (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')}) returning content, created_at`,
    [from.id, to.id, ...Object.values(columns)],
  );
};

describe('a message inserted through the API', () => {
  it('is stored trimmed, whitespace and line breaks included', async () => {
    const { rows } = await insert(alice, bob, { content: '\n\u00a0 See you at 7 \r\n' });
    expect(rows[0].content).toBe('See you at 7');
  });

  it('carries the database time, whatever time the client sends', async () => {
    for (const claimed of ['2001-01-01T00:00:00Z', '2999-01-01T00:00:00Z']) {
      const { rows } = await insert(alice, bob, { content: 'When?', created_at: claimed });
      expect(Math.abs(rows[0].created_at.getTime() - Date.now())).toBeLessThan(60_000);
    }
  });

  it('keeps a time the owner gives (the demo seed backdates its conversations)', async () => {
    const { rows } = await db.query<{ created_at: Date }>(
      `insert into public.messages (sender_id, receiver_id, content, created_at) values ($1, $2, 'Old', '2020-05-01T10:00:00Z') returning created_at`,
      [alice.id, bob.id],
    );
    expect(rows[0].created_at.toISOString()).toBe('2020-05-01T10:00:00.000Z');
  });
});

describe('read_at', () => {
  it('is set by the receiver only, on messages addressed to them, once', async () => {
    const toBob = await sendMessage(db, alice, bob, 'Read me');
    const toCarol = await sendMessage(db, alice, carol, 'Not for Bob');
    const mark = (who: TestUser, id: string) =>
      as(db, who)('update public.messages set read_at = now() where id = $1', [id]).then((r) => r.affectedRows);
    expect(await mark(alice, toBob.id)).toBe(0);
    expect(await mark(bob, toCarol.id)).toBe(0);
    expect(await mark(bob, toBob.id)).toBe(1);
    await expect(
      as(db, bob)(`update public.messages set read_at = now() + interval '1 day' where id = $1`, [toBob.id]),
    ).rejects.toMatchObject({ code: 'P0001', message: 'A message stays read once read' });
  });
});

describe('indexes', () => {
  // Tiny tables make a sequential scan the cheapest plan: with it off, the plan shows which index
  // can serve the query at all.
  const plan = async (sql: string, params: unknown[]) =>
    db.transaction(async (tx) => {
      await tx.query('set local enable_seqscan = off');
      const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, params);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });

  it('serve the catch-up after a reconnect by (receiver_id, created_at), already in order', async () => {
    const text = await plan(
      'select * from public.messages where receiver_id = $1 and created_at > $2 order by created_at limit 200',
      [bob.id, new Date(0)],
    );
    expect(text).toMatch(/Index Scan using messages_receiver_id_created_at_idx/);
    expect(text).not.toMatch(/Sort/);
  });

  it('serve the unread total from the partial unread index', async () => {
    const text = await plan('select count(*) from public.messages where receiver_id = $1 and read_at is null', [bob.id]);
    expect(text).toMatch(/messages_unread_idx/);
  });
});

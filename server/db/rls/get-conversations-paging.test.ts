import { createMember } from '../../testing/discovery-members';
import { allConversations, conversationsPage, insertMessageAt, matchAt, minutesAgo } from '../../testing/messaging-members';
import { createTestDatabase } from '../../testing/test-database';
import { ANON, as, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// Seven partners: four with messages (two of them at the same moment), three matched at the same
// moment without any, so that pages break inside ties.
let db: Database;
let me: TestUser;
let partners: TestUser[];
beforeAll(async () => {
  db = await createTestDatabase();
  me = await createMember(db);
  partners = [];
  for (const [i, first_name] of ['Olivia', 'Oliver', 'Mia', 'Liam', 'Noor', 'Sam', 'Zed'].entries()) {
    partners.push(await createMember(db, { profile: { first_name, last_name: i === 6 ? 'Oliveira' : 'Smith' } }));
  }
  const tie = minutesAgo(30);
  for (const [i, partner] of partners.entries()) await matchAt(db, me, partner, i < 4 ? minutesAgo(900) : tie);
  await insertMessageAt(db, partners[0], me, minutesAgo(10));
  await insertMessageAt(db, me, partners[1], minutesAgo(20));
  await insertMessageAt(db, partners[2], me, minutesAgo(50));
  await insertMessageAt(db, partners[3], me, minutesAgo(50));
});
afterAll(() => db.close());

const key = (c: { activity_at: Date; partner_id: string }) => [c.activity_at.getTime(), c.partner_id] as const;

describe('keyset paging', () => {
  it('walks every conversation once, in order, whatever the page size', async () => {
    const whole = await conversationsPage(db, me, { size: 50 });
    expect(whole).toHaveLength(7);
    const sorted = [...whole].sort((a, b) => {
      const [ta, ia] = key(a);
      const [tb, ib] = key(b);
      return tb - ta || (ib < ia ? -1 : 1);
    });
    expect(whole.map((c) => c.partner_id)).toEqual(sorted.map((c) => c.partner_id));
    for (const size of [1, 2, 3]) {
      expect((await allConversations(db, me, size)).map((c) => c.partner_id)).toEqual(whole.map((c) => c.partner_id));
    }
  });

  it('keeps the page size between 1 and 50', async () => {
    expect(await conversationsPage(db, me, { size: 0 })).toHaveLength(1);
    const { rows } = await as(db, me)('select * from public.get_conversations(page_size => 1000)');
    expect(rows).toHaveLength(7);
  });

  it('refuses a cursor it did not make (22023)', async () => {
    await expect(conversationsPage(db, me, { after: 'not-a-cursor' })).rejects.toMatchObject({ code: '22023' });
  });
});

describe('search', () => {
  const found = async (search: string) =>
    (await allConversations(db, me, 2, search)).map((c) => c.first_name).sort();

  it('keeps partners whose first name contains the text, any case, trimmed', async () => {
    expect(await found('  OLIV ')).toEqual(['Oliver', 'Olivia']);
  });

  it('matches the username too', async () => {
    const { rows } = await db.query<{ username: string }>('select username from public.profiles where id = $1', [partners[4].id]);
    expect(await found(rows[0].username.slice(2).toUpperCase())).toEqual(['Noor']);
  });

  it('does not search the last name, which is private', async () => {
    expect(await found('Oliveira')).toEqual([]);
    expect(await found('Smith')).toEqual([]);
  });

  it('treats a blank search as none', async () => {
    expect(await found('   ')).toHaveLength(7);
  });
});

it('is refused to visitors', async () => {
  await expect(as(db, ANON)('select * from public.get_conversations()')).rejects.toMatchObject({ code: '42501' });
});

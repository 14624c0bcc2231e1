import { createTestDatabase } from '../../testing/test-database';
import { ANON, as, createUsers, makeMatch, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// get_relationship: where the caller stands with one member, and the member's card as she may see it.
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

interface Relationship {
  member_id: string;
  status: string;
  interest_id: string | null;
  interest_message: string | null;
  username: string | null;
  first_name: string | null;
  show_online_status: boolean | null;
}

const relationship = async (who: TestUser, member: TestUser) =>
  (await as(db, who)<Relationship>('select * from public.get_relationship($1)', [member.id])).rows;

async function interest(from: TestUser, to: TestUser, message: string | null = null): Promise<string> {
  const { rows } = await as(db, from)<{ id: string }>(
    'insert into public.interests (sender_id, receiver_id, message) values ($1, $2, $3) returning id',
    [from.id, to.id, message],
  );
  return rows[0].id;
}

const setProfile = (who: TestUser, sql: string) => as(db, who)(`update public.profiles set ${sql} where id = $1`, [who.id]);

describe('get_relationship', () => {
  it('says none, with the card, when there is no interest either way', async () => {
    const [ava, noah] = await createUsers(db, 2);
    expect(await relationship(ava, noah)).toEqual([
      expect.objectContaining({ member_id: noah.id, status: 'none', interest_id: null, username: noah.username, first_name: 'Test', show_online_status: null }),
    ]);
  });

  it('says interest_sent to the sender and they_like_you, with the interest and its message, to the receiver', async () => {
    const [ava, noah] = await createUsers(db, 2);
    const id = await interest(noah, ava, 'Coffee?');
    expect(await relationship(noah, ava)).toEqual([expect.objectContaining({ status: 'interest_sent', interest_id: null, interest_message: null })]);
    expect(await relationship(ava, noah)).toEqual([expect.objectContaining({ status: 'they_like_you', interest_id: id, interest_message: 'Coffee?' })]);
  });

  it('keeps a pass from its sender: she still reads interest_sent, the receiver reads none', async () => {
    const [ava, noah] = await createUsers(db, 2);
    const id = await interest(noah, ava);
    await as(db, ava)('select public.pass_interest($1)', [id]);
    expect(await relationship(noah, ava)).toEqual([expect.objectContaining({ status: 'interest_sent' })]);
    expect(await relationship(ava, noah)).toEqual([expect.objectContaining({ status: 'none', interest_id: null })]);
  });

  it('says matched either way once an interest is accepted, with the partner’s online setting', async () => {
    const [ava, noah] = await createUsers(db, 2);
    await makeMatch(db, noah, ava);
    await setProfile(noah, 'show_online_status = false');
    expect(await relationship(ava, noah)).toEqual([expect.objectContaining({ status: 'matched', show_online_status: false })]);
    expect(await relationship(noah, ava)).toEqual([expect.objectContaining({ status: 'matched', show_online_status: true })]);
  });

  it('shows nothing of a member hidden from the caller but the state: no card, no online setting', async () => {
    const [ava, noah] = await createUsers(db, 2);
    await makeMatch(db, ava, noah);
    await setProfile(noah, `visibility = 'nobody'`);
    expect(await relationship(ava, noah)).toEqual([
      expect.objectContaining({ status: 'matched', username: null, first_name: null, show_online_status: null }),
    ]);
  });

  it('gives no match to a member without the basics (adults only)', async () => {
    const [ava] = await createUsers(db, 1);
    const [google] = await createUsers(db, 1, { first_name: null, birth_date: null });
    await makeMatch(db, ava, google);
    expect(await relationship(google, ava)).toEqual([expect.objectContaining({ status: 'none', username: null })]);
  });

  it('answers a member who does not exist with none and no card, and refuses visitors', async () => {
    const [ava] = await createUsers(db, 1);
    const nobody = { ...ava, id: '00000000-0000-4000-8000-000000000000' };
    expect(await relationship(ava, nobody)).toEqual([expect.objectContaining({ status: 'none', username: null })]);
    await expect(as(db, ANON)('select * from public.get_relationship($1)', [ava.id])).rejects.toMatchObject({ code: '42501' });
  });
});

import { createTestDatabase } from '../../testing/test-database';
import { ANON, as, createUsers, makeMatch, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

let db: Database;
let owner: TestUser;
let matched: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  db = await createTestDatabase();
  [owner, matched, stranger] = await createUsers(db, 3);
  await makeMatch(db, owner, matched);
});
afterAll(() => db.close());

// Members see each other through public_profiles; profiles itself is for its owner.
const visibleIds = async (viewer: TestUser) =>
  (await as(db, viewer)<{ id: string }>('select id from public.public_profiles where id = $1', [owner.id])).rows.map(
    (row) => row.id,
  );

const setVisibility = (visibility: string) =>
  db.query('update public.profiles set visibility = $1 where id = $2', [visibility, owner.id]);

describe('reading by visibility', () => {
  it('everyone: every signed-in user, never a visitor', async () => {
    await setVisibility('everyone');
    expect(await visibleIds(owner)).toEqual([owner.id]);
    expect(await visibleIds(matched)).toEqual([owner.id]);
    expect(await visibleIds(stranger)).toEqual([owner.id]);
    await expect(as(db, ANON)('select id from public.public_profiles')).rejects.toMatchObject({ code: '42501' });
  });

  it('matches: the owner and matched users only', async () => {
    await setVisibility('matches');
    expect(await visibleIds(owner)).toEqual([owner.id]);
    expect(await visibleIds(matched)).toEqual([owner.id]);
    expect(await visibleIds(stranger)).toEqual([]);
  });

  it('matches: a pending or rejected interest is not a match', async () => {
    await setVisibility('matches');
    await db.query(`insert into public.interests (sender_id, receiver_id) values ($1, $2)`, [stranger.id, owner.id]);
    expect(await visibleIds(stranger)).toEqual([]);
    await db.query(
      `insert into public.interest_passes (interest_id, receiver_id) select id, receiver_id from public.interests where sender_id = $1`,
      [stranger.id],
    );
    expect(await visibleIds(stranger)).toEqual([]);
  });

  it('nobody: the owner only', async () => {
    await setVisibility('nobody');
    expect(await visibleIds(owner)).toEqual([owner.id]);
    expect(await visibleIds(matched)).toEqual([]);
    expect(await visibleIds(stranger)).toEqual([]);
    await setVisibility('everyone');
  });
});

describe('the profiles table itself', () => {
  it('shows each user their own row only, whatever the visibility', async () => {
    await setVisibility('everyone');
    for (const caller of [matched, stranger, ANON]) {
      expect((await as(db, caller)('select id from public.profiles where id = $1', [owner.id])).rows).toEqual([]);
    }
    const own = await as(db, owner)<{ id: string }>('select id from public.profiles');
    expect(own.rows).toEqual([{ id: owner.id }]);
  });
});

describe('writing', () => {
  it('lets the owner update their profile', async () => {
    const result = await as(db, owner)(`update public.profiles set bio = 'Mine' where id = $1`, [owner.id]);
    expect(result.affectedRows).toBe(1);
  });

  it('ignores updates to another user’s profile and from visitors', async () => {
    for (const caller of [stranger, ANON]) {
      const result = await as(db, caller)(`update public.profiles set bio = 'Hacked' where id = $1`, [owner.id]);
      expect(result.affectedRows).toBe(0);
    }
    const { rows } = await db.query('select bio from public.profiles where id = $1', [owner.id]);
    expect(rows).toEqual([{ bio: 'Mine' }]);
  });

  it('refuses moving a profile to another id', async () => {
    await expect(
      as(db, owner)('update public.profiles set id = $1 where id = $2', [stranger.id, owner.id]),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('lets no caller insert a profile: the database makes each with its account', async () => {
    const [fresh] = await createUsers(db, 1);
    await db.query('delete from public.profiles where id = $1', [fresh.id]);
    for (const [caller, username] of [[stranger, 'impostor'], [ANON, 'visitor'], [fresh, fresh.username]] as const) {
      await expect(as(db, caller)(`insert into public.profiles (id, username) values ($1, $2)`, [fresh.id, username])).rejects.toMatchObject({
        code: '42501',
      });
    }
  });

  it('refuses writes through public_profiles', async () => {
    await expect(
      as(db, stranger)(`update public.public_profiles set bio = 'Hacked' where id = $1`, [owner.id]),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(as(db, owner)(`update public.public_profiles set bio = 'Mine' where id = $1`, [owner.id])).rejects.toMatchObject(
      { code: '42501' },
    );
  });

  it('keeps created_at as the database set it', async () => {
    await expect(
      as(db, owner)(`update public.profiles set created_at = '2001-01-01' where id = $1`, [owner.id]),
    ).rejects.toMatchObject({ code: '23514', constraint: 'profiles_created_at_fixed' });
    // Sending the row back unchanged (an upsert of the whole row) still works.
    const same = await as(db, owner)('update public.profiles set created_at = created_at where id = $1', [owner.id]);
    expect(same.affectedRows).toBe(1);
  });

  it('lets nobody delete a profile through the API', async () => {
    for (const caller of [owner, stranger, ANON]) {
      const result = await as(db, caller)('delete from public.profiles where id = $1', [owner.id]);
      expect(result.affectedRows).toBe(0);
    }
  });
});

describe('is_username_available', () => {
  it('answers visitors, ignoring case, without exposing profiles', async () => {
    const check = (name: string) =>
      as(db, ANON)<{ free: boolean }>('select public.is_username_available($1) as free', [name]);
    expect((await check(owner.username.toUpperCase())).rows).toEqual([{ free: false }]);
    expect((await check('nobody_has_this')).rows).toEqual([{ free: true }]);
  });
});

import { createMember, feedIds, feedPage } from '../../testing/discovery-members';
import { createTestDatabase } from '../../testing/test-database';
import { ANON, acceptInterest, as, createUsers, makeMatch, passInterest, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// Who get_discovery_feed never shows: the caller, members already liked or answered, matches,
// hidden profiles, profiles without a photo, and members whose own preferences exclude the caller.
let db: Database;
let caller: TestUser;
beforeAll(async () => {
  db = await createTestDatabase();
  caller = await createMember(db, { gender: 'female', age: 30 });
});
afterAll(() => db.close());

const like = (from: TestUser, to: TestUser) =>
  as(db, from)('insert into public.interests (sender_id, receiver_id) values ($1, $2)', [from.id, to.id]);
const answer = (receiver: TestUser, sender: TestUser, status: 'accepted' | 'rejected') =>
  status === 'accepted' ? acceptInterest(db, receiver, sender) : passInterest(db, receiver, sender);

describe('exclusions', () => {
  it('never shows the caller', async () => {
    expect(await feedIds(db, caller)).not.toContain(caller.id);
  });

  it('hides a member once the caller has shown interest, whatever the answer', async () => {
    const [pending, rejecting] = [await createMember(db), await createMember(db)];
    expect(await feedIds(db, caller)).toEqual(expect.arrayContaining([pending.id, rejecting.id]));
    await like(caller, pending);
    await like(caller, rejecting);
    await answer(rejecting, caller, 'rejected');
    const ids = await feedIds(db, caller);
    expect(ids).not.toContain(pending.id);
    expect(ids).not.toContain(rejecting.id);
  });

  it('keeps a member whose interest waits for the caller, and hides them once the caller rejects it', async () => {
    const admirer = await createMember(db);
    await like(admirer, caller);
    expect(await feedIds(db, caller)).toContain(admirer.id);
    await answer(caller, admirer, 'rejected');
    expect(await feedIds(db, caller)).not.toContain(admirer.id);
  });

  it('hides matches, in either direction', async () => {
    const [sentByCaller, sentToCaller] = [await createMember(db), await createMember(db)];
    await makeMatch(db, caller, sentByCaller);
    await makeMatch(db, sentToCaller, caller);
    const ids = await feedIds(db, caller);
    expect(ids).not.toContain(sentByCaller.id);
    expect(ids).not.toContain(sentToCaller.id);
  });

  it.each(['nobody', 'matches'])('hides a profile visible to %s', async (visibility) => {
    const hidden = await createMember(db, { profile: { visibility } });
    expect(await feedIds(db, caller)).not.toContain(hidden.id);
  });

  it('hides a profile without a photo', async () => {
    const incomplete = await createMember(db, { photo: false });
    expect(await feedIds(db, caller)).not.toContain(incomplete.id);
  });
});

describe('mutual fit', () => {
  it.each([
    ['hidden: a member whose preferred genders leave the caller out', { preferred_genders: ['male'] }, false],
    ['shown: a member whose preferred genders include the caller', { preferred_genders: ['female', 'male'] }, true],
    ['hidden: a member whose preferred ages leave the caller out', { preferred_age_min: 35, preferred_age_max: 50 }, false],
    ['shown: a member whose preferred ages include the caller', { preferred_age_min: 30, preferred_age_max: 30 }, true],
  ] as const)('%s', async (_, preferences, shown) => {
    const member = await createMember(db, { profile: preferences });
    const ids = await feedIds(db, caller);
    if (shown) expect(ids).toContain(member.id);
    else expect(ids).not.toContain(member.id);
  });

  // A caller always has an age: without a birth date there is no feed (adults-only.test.ts).
  it('a caller who states no gender is not shown to members who stated preferred genders', async () => {
    const unstated = await createMember(db, { gender: null });
    const choosy = await createMember(db, { profile: { preferred_genders: ['female'] } });
    const open = await createMember(db);
    const ids = await feedIds(db, unstated);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(choosy.id);
  });
});

describe('who may call it', () => {
  it('refuses visitors', async () => {
    await expect(as(db, ANON)('select * from public.get_discovery_feed()')).rejects.toMatchObject({ code: '42501' });
  });

  it('refuses a signed-in user without a profile: there is no name or birth date to check', async () => {
    const [member] = await createUsers(db, 1);
    await db.query('delete from public.profiles where id = $1', [member.id]);
    await expect(feedPage(db, member)).rejects.toMatchObject({ code: '42501' });
  });

  it('shows nobody a profile the visibility rules hide from them, and nothing private', async () => {
    const members = await Promise.all(
      ['everyone', 'matches', 'nobody', 'everyone', 'matches', 'nobody'].map((visibility) =>
        createMember(db, { profile: { visibility, income: 123_456, show_online_status: visibility !== 'nobody' } })),
    );
    await makeMatch(db, members[0], members[1]);
    for (const viewer of [...members, caller]) {
      const rows = await feedPage(db, viewer, null, 50);
      const { rows: visible } = await as(db, viewer)<{ id: string }>(
        'select id from public.public_profiles where id = any($1::uuid[])', [rows.map((r) => r.id)]);
      expect(visible.map((v) => v.id).sort()).toEqual(rows.map((r) => r.id).sort());
      const { rows: hidden } = await db.query(
        `select id from public.profiles where id = any($1::uuid[]) and visibility <> 'everyone'`, [rows.map((r) => r.id)]);
      expect(hidden).toEqual([]);
    }
    const [row] = await feedPage(db, caller, null, 1);
    expect(Object.keys(row).sort()).toEqual([
      'age', 'bio', 'cursor', 'distance_miles', 'first_name', 'gender', 'id', 'interests', 'last_active', 'liked_me', 'location',
      'primary_photo_url', 'relationship_goals', 'score', 'shared_interests', 'username', 'verified',
    ]);
  });

  it('shows last_active only for members who show their online status', async () => {
    const shy = await createMember(db, { profile: { show_online_status: false } });
    const open = await createMember(db);
    const rows = await feedPage(db, caller, null, 50);
    expect(rows.find((r) => r.id === shy.id)?.last_active).toBeNull();
    expect(rows.find((r) => r.id === open.id)?.last_active).toEqual(expect.any(Date));
  });
});

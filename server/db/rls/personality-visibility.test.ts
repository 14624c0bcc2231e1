import { createMember } from '../../testing/discovery-members';
import { answerAll, eliteMember, resultOf, setSharing, sharedPersonalities } from '../../testing/personality-fixtures';
import { createTestDatabase } from '../../testing/test-database';
import { as, makeMatch, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// Who may see a result (supabase/schemas/personality/get_personality_result.sql) and what the AI
// function may read (get_shared_personalities.sql): docs/features.md and docs/ai.md, Personality.
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

async function withResult(): Promise<TestUser> {
  const member = await eliteMember(db);
  await answerAll(db, member);
  return member;
}

describe('a result on the profile', () => {
  it('shows her own always, with when she may retake it; a match sees it only while shared', async () => {
    const owner = await withResult();
    const match = await createMember(db);
    const stranger = await createMember(db);
    await makeMatch(db, owner, match);

    expect(await resultOf(db, owner, owner)).toMatchObject({ shared_with_matches: false, extraversion: 50 });
    expect(await resultOf(db, match, owner)).toBeUndefined();

    expect(await setSharing(db, owner, true)).toBe(true);
    // A free match sees it: seeing needs no plan. The date of her retake is hers alone.
    expect(await resultOf(db, match, owner)).toMatchObject({ extraversion: 50, retake_at: null, shared_with_matches: true });
    expect(await resultOf(db, stranger, owner)).toBeUndefined();

    await setSharing(db, owner, false);
    expect(await resultOf(db, match, owner)).toBeUndefined();
  });

  it('hides a shared result across a block, and from a visitor', async () => {
    const owner = await withResult();
    const match = await createMember(db);
    await makeMatch(db, owner, match);
    await setSharing(db, owner, true);
    await as(db, owner)('select public.block_member($1)', [match.id]);
    expect(await resultOf(db, match, owner)).toBeUndefined();
    await expect(as(db, { role: 'anon' })('select * from public.get_personality_result($1)', [owner.id])).rejects.toMatchObject({ code: '42501' });
  });

  it('has nothing to share before she takes it', async () => {
    await expect(setSharing(db, await createMember(db), true)).rejects.toMatchObject({ code: 'PT404' });
  });
});

describe('results for the AI', () => {
  it('gives both results only when both share, and nothing of a member who does not', async () => {
    const me = await withResult();
    const sharing = await withResult();
    const private_ = await withResult();
    await setSharing(db, sharing, true);
    // She does not share hers: she gets nobody's, not even her own.
    expect(await sharedPersonalities(db, me, [sharing, private_])).toEqual([]);
    await setSharing(db, me, true);
    const ids = (await sharedPersonalities(db, me, [sharing, private_])).map((r) => r.member_id).sort();
    expect(ids).toEqual([me.id, sharing.id].sort());
  });

  it('leaves out a member across a block, and refuses more than 50 at once', async () => {
    const me = await withResult();
    const other = await withResult();
    await setSharing(db, me, true);
    await setSharing(db, other, true);
    await as(db, other)('select public.block_member($1)', [me.id]);
    expect((await sharedPersonalities(db, me, [other])).map((r) => r.member_id)).toEqual([me.id]);
    const many = Array.from({ length: 51 }, () => other);
    await expect(sharedPersonalities(db, me, many)).rejects.toMatchObject({ code: '22023' });
  });
});

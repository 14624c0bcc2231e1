import bcrypt from 'bcryptjs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_PASSWORD, DEMO_PROFILES, generateProfiles, seedDatabase, worldMembers } from './index';
import { DEMO_PHOTO_DIR, demoPhotoFile } from './photos/demo-photo-files';
import { SEED_ORIGIN, useSeededWorld } from '../../testing/seeded-world';

// Seeding the whole demo world (bcrypt, 166 accounts, 250 photos) takes seconds on two shared cores,
// within the tier’s 30 s (test/timeouts.ts).
const world = useSeededWorld();

describe('seedDatabase', () => {
  it('creates the six demo accounts and the demo world, signing in with the demo password', async () => {
    const { rows } = await world.db.query<{ email: string; encrypted_password: string; provider: string }>(
      `select u.email, u.encrypted_password, i.provider
         from auth.users u join auth.identities i on i.user_id = u.id order by u.email`,
    );
    expect(rows.map((r) => r.email)).toEqual(
      [...DEMO_PROFILES, ...worldMembers()].map((p) => `${p.username}@demo.ascend.app`).sort(),
    );
    expect(rows.every((r) => r.provider === 'email')).toBe(true);
    expect(await bcrypt.compare(DEMO_PASSWORD, rows[0].encrypted_password)).toBe(true);
  });

  it('fills in each profile', async () => {
    const { rows } = await world.db.query<Record<string, unknown>>(
      `select p.username, p.gender, p.age, p.full_name, cardinality(p.interests) as interests
         from public.profiles p where p.id = any($1::uuid[]) order by p.username`,
      [DEMO_PROFILES.map((p) => p.id)],
    );
    expect(rows).toHaveLength(6);
    for (const row of rows) {
      const demo = DEMO_PROFILES.find((p) => p.username === row.username)!;
      expect(row).toMatchObject({ age: demo.age, full_name: `${demo.first_name} ${demo.last_name}` });
      expect(row.interests).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(rows.map((r) => r.gender)).size).toBeGreaterThanOrEqual(3);
  });

  it('places each member in their city: the gazetteer’s label is the location others see', async () => {
    const { rows } = await world.db.query<{ username: string; location: string; label: string }>(
      `select p.username, p.location, pl.label from public.profiles p join public.places pl on pl.id = p.place_id
        where p.id = any($1::uuid[]) order by p.username`,
      [DEMO_PROFILES.map((p) => p.id)],
    );
    expect(Object.fromEntries(rows.map((r) => [r.username, r.location]))).toEqual({
      ava: 'New York City, NY',
      elena: 'San Francisco, CA',
      marcus: 'Chicago, IL',
      noah: 'Brooklyn, NY',
      river: 'Portland, OR',
      sofia: 'Austin, TX',
    });
    expect(rows.every((r) => r.location === r.label)).toBe(true);
  });

  it('gives each member two photos stored as uploads: object row, file and public URL', async () => {
    const { rows } = await world.db.query<{ username: string; url: string; is_primary: boolean; storage_path: string }>(
      `select p.username, ph.url, ph.is_primary, ph.storage_path
         from public.profiles p join public.photos ph on ph.user_id = p.id
        where p.id = any($1::uuid[]) order by p.username, ph.is_primary desc`,
      [DEMO_PROFILES.map((p) => p.id)],
    );
    expect(rows).toHaveLength(12);
    for (const demo of DEMO_PROFILES) {
      const photos = rows.filter((r) => r.username === demo.username);
      // The first portrait is the primary photo.
      expect(photos.map((p) => p.is_primary)).toEqual([true, false]);
      for (const [i, photo] of photos.entries()) {
        expect(photo.storage_path).toMatch(new RegExp(`^${demo.id}/[0-9a-f-]{36}\\.jpg$`));
        expect(photo.url).toBe(`${SEED_ORIGIN}/storage/v1/object/public/profile-photos/${photo.storage_path}`);
        const stored = await readFile(path.join(world.photoDir, photo.storage_path));
        expect(stored.equals(await readFile(path.join(DEMO_PHOTO_DIR, demoPhotoFile(demo.username, i + 1))))).toBe(true);
      }
    }
    const objects = await world.db.query(`select 1 from storage.objects where bucket_id = 'profile-photos' and owner = any($1::uuid[])`, [
      DEMO_PROFILES.map((p) => p.id),
    ]);
    expect(objects.rows).toHaveLength(12);
  });

  it('gives the demo accounts their README roles', async () => {
    const { rows } = await world.db.query<{ pair: string }>(
      `select s.username || ' → ' || r.username || ': ' || i.status as pair
         from public.interests i join public.profiles s on s.id = i.sender_id join public.profiles r on r.id = i.receiver_id
        where s.id = any($1::uuid[]) and r.id = any($1::uuid[]) order by 1`,
      [DEMO_PROFILES.map((p) => p.id)],
    );
    expect(rows.map((r) => r.pair)).toEqual([
      'ava → elena: pending', 'marcus → ava: pending', 'noah → ava: accepted', 'river → noah: accepted', 'sofia → ava: pending',
    ]);
  });

  it('makes Ava Premium and Noah Elite for the rest of their month, and everyone else Free', async () => {
    const { rows } = await world.db.query<{ username: string; tier: string }>(
      `select p.username, private.effective_tier(p.id) as tier from public.profiles p where p.id = any($1::uuid[]) order by 1`,
      [DEMO_PROFILES.map((p) => p.id)],
    );
    expect(Object.fromEntries(rows.map((r) => [r.username, r.tier]))).toEqual({
      ava: 'premium', elena: 'free', marcus: 'free', noah: 'elite', river: 'free', sofia: 'free',
    });
  });

  it('leaves Ava a boost to start and gives Noah two past boosts this month, his next in two days', async () => {
    const boostOf = async (member: string) =>
      (await world.db.asRole({ role: 'authenticated', sub: member }, (tx) =>
        tx.query<{ boosts_left: number; days: number | null }>(
          `select boosts_left, round(extract(epoch from next_boost_at - now()) / 86400)::int as days from public.get_my_boost()`,
        ),
      )).rows[0];
    const [ava, noah] = [DEMO_PROFILES[0].id, DEMO_PROFILES[1].id];
    expect(await boostOf(ava)).toEqual({ boosts_left: 1, days: null });
    expect(await boostOf(noah)).toEqual({ boosts_left: 0, days: 2 });
    const { rows } = await world.db.query('select 1 from public.boosts where user_id = $1 and started_at > now() - interval \'30 days\'', [noah]);
    expect(rows).toHaveLength(2);
  });

  it("gives Noah (Elite) a month of analytics: views and likes rise on his boosts' days, most of his matches answered", async () => {
    const noah = DEMO_PROFILES[1].id;
    const { rows } = await world.db.asRole({ role: 'authenticated', sub: noah }, (tx) =>
      tx.query<{ day: string; profile_views: number; likes_received: number; matches: number; conversations: number; replied: number; boosted: boolean }>(
        'select day, profile_views, likes_received, matches, conversations, replied, cardinality(boosts) > 0 as boosted from public.get_my_analytics(30)',
      ),
    );
    const sum = (key: 'profile_views' | 'likes_received' | 'matches' | 'conversations' | 'replied') => rows.reduce((n, r) => n + r[key], 0);
    // Ava and River, and three of the month's likes; Ava and those three wrote, and he answered Ava and two.
    expect([sum('matches'), sum('conversations'), sum('replied')]).toEqual([5, 4, 3]);
    expect(sum('likes_received')).toBeGreaterThanOrEqual(10);
    const boosted = rows.filter((r) => r.boosted);
    expect(boosted).toHaveLength(2);
    const quiet = rows.filter((r) => !r.boosted).map((r) => r.profile_views);
    for (const day of boosted) expect(day.profile_views).toBeGreaterThan(Math.max(...quiet));
    // Only what is new today rings his bell.
    const unread = await world.db.query<{ n: number }>(
      `select count(*)::int as n from public.notifications where member_id = $1 and read_at is null and created_at < now() - interval '1 day'`,
      [noah],
    );
    expect(unread.rows[0].n).toBe(0);
  });

  it('matches Ava and Noah, with a conversation, and leaves likes waiting for Ava', async () => {
    const ava = DEMO_PROFILES[0].id;
    const noah = DEMO_PROFILES[1].id;
    const matched = await world.db.asRole({ role: 'authenticated', sub: ava }, (tx) =>
      tx.query('select public.are_matched($1, $2) as matched', [ava, noah]),
    );
    expect(matched.rows).toEqual([{ matched: true }]);
    const counts = await world.db.query<{ messages: number; pending: number }>(
      `select (select count(*)::int from public.messages) as messages,
              (select count(*)::int from public.interests where receiver_id = $1 and status = 'pending') as pending`,
      [ava],
    );
    expect(counts.rows[0].messages).toBeGreaterThanOrEqual(2);
    // Sofia, Marcus and a few members of the demo world.
    expect(counts.rows[0].pending).toBeGreaterThanOrEqual(5);
  });

  it('leaves likes waiting for Elena, who is Free: she is told how many and not who (docs/plans.md, See who liked you)', async () => {
    const elena = DEMO_PROFILES[5].id;
    const claims = { role: 'authenticated' as const, sub: elena };
    const count = await world.db.asRole(claims, (tx) => tx.query<{ n: number }>('select public.count_received_interests() as n'));
    expect(count.rows[0].n).toBeGreaterThanOrEqual(3);
    const rows = await world.db.asRole(claims, (tx) => tx.query(`select sender_id from public.interests where receiver_id = $1`, [elena]));
    expect(rows.rows).toEqual([]);
  });

  it('gives Ava an inbox: a new message, Noah’s two unread, a fresh match and a read conversation', async () => {
    const ava = DEMO_PROFILES[0].id;
    const { rows } = await world.db.asRole({ role: 'authenticated', sub: ava }, (tx) =>
      tx.query<{ first_name: string; primary_photo_url: string; last_message_sender_id: string | null; last_message_read_at: Date | null; unread_count: number }>(
        'select * from public.get_conversations()',
      ),
    );
    expect(rows.map((r) => [r.first_name === 'Noah', r.unread_count])).toEqual([[false, 1], [true, 2], [false, 0], [false, 0]]);
    expect(rows.every((r) => r.primary_photo_url !== null)).toBe(true);
    // The fresh match has no message; in the oldest conversation Ava wrote last and was read: Premium
    // includes read receipts, so she sees when (docs/plans.md, Read receipts), and their rows are there.
    expect(rows[2].last_message_sender_id).toBeNull();
    expect(rows[3]).toMatchObject({ last_message_sender_id: ava, last_message_read_at: expect.any(Date) });
    const receipts = await world.db.asRole({ role: 'authenticated', sub: ava }, (tx) => tx.query('select message_id from public.read_receipts'));
    expect(receipts.rows.length).toBeGreaterThan(0);
  });

  it('does nothing the second time', async () => {
    await seedDatabase(world.db);
    expect((await world.db.query('select count(*)::int as n from auth.users')).rows).toEqual([{ n: 6 + worldMembers().length }]);
  });
});

describe('generateProfiles', () => {
  it('creates complete accounts that never collide between calls', async () => {
    const first = await generateProfiles(world.db, 30);
    const second = await generateProfiles(world.db, 5);
    expect(new Set([...first, ...second].map((a) => a.username)).size).toBe(35);
    const { rows } = await world.db.query<{ complete: number }>(
      `select count(*)::int as complete from public.profiles
        where id = any($1::uuid[]) and full_name is not null and age >= 18 and cardinality(interests) >= 3
          and cardinality(photos) = 1 and bio is not null
          and location = (select label from public.places where id = place_id and country_code = 'US')`,
      [first.map((a) => a.id)],
    );
    expect(rows).toEqual([{ complete: 30 }]);
  });

  it('writes what the sign-up, profile and photo triggers would have written', async () => {
    const ids = (await generateProfiles(world.db, 20, 7)).map((a) => a.id);
    const read = async () =>
      (
        await world.db.query(
          `select to_jsonb(p) - 'updated_at' as profile,
                  (select jsonb_agg(to_jsonb(ph) order by ph.position) from public.photos ph where ph.user_id = p.id) as photos
             from public.profiles p where p.id = any($1::uuid[]) order by p.id`,
          [ids],
        )
      ).rows;
    const written = await read();
    // Fire every trigger of profiles and photos again on the same values.
    await world.db.query('update public.profiles set place_id = place_id, birth_date = birth_date where id = any($1::uuid[])', [ids]);
    await world.db.query('update public.photos set url = url, is_primary = is_primary where user_id = any($1::uuid[])', [ids]);
    expect(await read()).toEqual(written);
    const { rows } = await world.db.query<{ n: number }>(
      `select count(*)::int as n from auth.users u join auth.identities i on i.user_id = u.id where u.id = any($1::uuid[])`, [ids]);
    expect(rows).toEqual([{ n: 20 }]);
  });
});


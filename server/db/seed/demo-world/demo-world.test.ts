import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_SAVED_FILTERS } from '../demo-saved-filters';
import { NOAH_PERSONALITY } from './world-personality';
import { DEMO_PROFILES, worldMembers } from '../index';
import { SEED_ORIGIN, useSeededWorld } from '../../../testing/seeded-world';

// The demo world (`npm run db:reset`): enough varied members for every demo feed to feel real.
// Seeding the whole demo world (bcrypt, 166 accounts, 250 photos) takes seconds on two shared cores.
const world = useSeededWorld();

const account = (username: string) => {
  const { id } = DEMO_PROFILES.find((p) => p.username === username)!;
  return { role: 'authenticated' as const, sub: id };
};
const feedOf = (username: string) =>
  world.db.asRole(account(username), (tx) =>
    tx.query<{ id: string; gender: string; age: number; distance_miles: number }>('select * from public.get_discovery_feed(null, 50)'));

describe('the demo world', () => {
  it('has at least 150 adult members in many cities, with varied genders, goals and attributes', async () => {
    const { rows } = await world.db.query<Record<string, number>>(
      `select count(*)::int as members, min(age)::int as youngest, count(distinct place_id)::int as cities,
              count(distinct gender)::int as genders, count(distinct body_type)::int as body_types,
              count(distinct education)::int as educations, count(distinct g)::int as goals
         from public.profiles p cross join lateral unnest(p.relationship_goals) as g
        where p.id <> all($1::uuid[])`,
      [DEMO_PROFILES.map((p) => p.id)],
    );
    expect(rows[0].members).toBeGreaterThanOrEqual(150);
    expect(rows[0]).toMatchObject({ genders: 4, body_types: 7, educations: 6, goals: 5 });
    expect(rows[0].youngest).toBeGreaterThanOrEqual(18);
    expect(rows[0].cities).toBeGreaterThanOrEqual(30);
  });

  it('gives every member their 1-3 portraits as uploads: object row, stored file, public URL', async () => {
    const { rows } = await world.db.query<{ user_id: string; storage_path: string; url: string }>(
      `select ph.user_id, ph.storage_path, ph.url from public.photos ph where ph.user_id <> all($1::uuid[])`,
      [DEMO_PROFILES.map((p) => p.id)],
    );
    expect(rows).toHaveLength(worldMembers().reduce((sum, m) => sum + m.photos, 0));
    for (const member of worldMembers()) {
      const count = rows.filter((r) => r.user_id === member.id).length;
      expect([member.username, count]).toEqual([member.username, member.photos]);
    }
    for (const photo of rows.slice(0, 10)) {
      expect(photo.url).toBe(`${SEED_ORIGIN}/storage/v1/object/public/profile-photos/${photo.storage_path}`);
      const file = await readFile(path.join(world.photoDir, photo.storage_path));
      expect(file.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
  });
});

describe('the demo accounts in it', () => {
  it('have their saved filters', async () => {
    const { rows } = await world.db.query<{ username: string }>(
      `select * from public.profiles where id = any($1::uuid[])`,
      [DEMO_PROFILES.map((p) => p.id)],
    );
    expect(rows).toHaveLength(6);
    for (const row of rows) expect(row).toMatchObject(DEMO_SAVED_FILTERS[row.username]);
  });

  it('open Ava’s feed on two pages or more of men of 26 to 40 near New York', async () => {
    const { rows } = await feedOf('ava');
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) {
      expect(row.gender).toBe('male');
      expect(row.age).toBeGreaterThanOrEqual(26);
      expect(row.age).toBeLessThanOrEqual(40);
      expect(row.distance_miles).toBeLessThanOrEqual(50);
    }
  });

  it('leave some members waiting for Ava’s answer, each of them in her feed', async () => {
    const { rows } = await world.db.query<{ sender_id: string }>(
      `select sender_id from public.interests where receiver_id = $1 and status = 'pending' and sender_id <> all($2::uuid[])`,
      [account('ava').sub, DEMO_PROFILES.map((p) => p.id)],
    );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const feed = (await feedOf('ava')).rows.map((r) => r.id);
    expect(feed).toEqual(expect.arrayContaining(rows.map((r) => r.sender_id)));
  });

  it.each(['noah', 'sofia', 'river', 'marcus', 'elena'])('give %s a feed of people nearby', async (username) => {
    expect((await feedOf(username)).rows.length).toBeGreaterThanOrEqual(3);
  });
});

describe('the verified badge', () => {
  it("is Noah's (Elite) alone among the demo accounts, as Ava sees them", async () => {
    const { rows } = await world.db.asRole(account('ava'), (tx) =>
      tx.query<{ username: string }>('select username from public.public_profiles where verified and id = any($1::uuid[])', [DEMO_PROFILES.map((p) => p.id)]));
    expect(rows.map((r) => r.username)).toEqual(['noah']);
  });
});

describe('the demo events', () => {
  const asMember = <T extends Record<string, unknown>>(username: string, sql: string, params: unknown[] = []) =>
    world.db.asRole(account(username), (tx) => tx.query<T>(sql, params));

  it('are a dozen upcoming events across the demo cities, each with a picture', async () => {
    const { rows } = await world.db.query<{ events: number; cities: number; pictures: number }>(
      `select count(*)::int as events, count(distinct place_id)::int as cities, count(picture_path)::int as pictures
         from public.events where starts_at > now()`,
    );
    expect(rows[0]).toEqual({ events: 12, cities: expect.any(Number), pictures: 12 });
    expect(rows[0].cities).toBeGreaterThanOrEqual(6);
  });

  it('show Ava (New York) the event Noah goes to, and show Noah himself among its attendees', async () => {
    const ava = await asMember<{ title: string; attending: boolean; seats_left: number; capacity: number }>(
      'ava',
      'select * from public.get_events_near_me()',
    );
    const mixer = ava.rows.find((e) => e.title === 'Rooftop singles mixer')!;
    expect(mixer).toMatchObject({ attending: false, seats_left: mixer.capacity - 1 });
    expect(ava.rows.every((e) => e.title !== 'Blues bar social')).toBe(true);
    const noah = await asMember<{ username: string }>('noah', 'select * from public.get_event_attendees($1)', [
      'e0000000-0000-4000-8000-000000000001',
    ]);
    expect(noah.rows.map((r) => r.username)).toEqual(['noah']);
  });
});

describe('the demo personality results', () => {
  const asMember = <T extends Record<string, unknown>>(username: string, sql: string, params: unknown[] = []) =>
    world.db.asRole(account(username), (tx) => tx.query<T>(sql, params));

  it('show Ava the result Noah shares with his matches, and Noah when he may retake it', async () => {
    const noahId = account('noah').sub;
    const ava = await asMember('ava', 'select * from public.get_personality_result($1)', [noahId]);
    expect(ava.rows).toEqual([expect.objectContaining({ ...NOAH_PERSONALITY, shared_with_matches: true, retake_at: null })]);
    const noah = await asMember<{ retake_at: Date }>('noah', 'select * from public.get_personality_result($1)', [noahId]);
    expect(noah.rows[0].retake_at.getTime()).toBeGreaterThan(Date.now());
    // Sofia is no match of his: nothing.
    expect((await asMember('sofia', 'select * from public.get_personality_result($1)', [noahId])).rows).toEqual([]);
  });
});

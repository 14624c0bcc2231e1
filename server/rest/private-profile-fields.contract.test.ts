import type { SupabaseClient } from '@supabase/supabase-js';
import { PRIVATE_PROFILE_COLUMNS } from '../testing/private-profile-columns';
import { testClient, userToken } from '../testing/rest-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';
import { createUsers, type TestUser } from '../testing/test-users';

// Issue: every signed-in member could read another member's e-mail, birth date, income, preferences
// and settings. Each private column, on each REST path, as another member and as a visitor.
let server: TestServer;
let owner: TestUser;
let asOwner: SupabaseClient;
let asMember: SupabaseClient;
let asVisitor: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  let member: TestUser;
  [owner, member] = await createUsers(server.ctx.db, 2, { first_name: 'Ada', last_name: 'Lovelace', birth_date: '1990-12-10' });
  await server.ctx.db.query(`update public.profiles set income = 90000 where id = $1`, [owner.id]);
  // The member received the owner's interest, so embeds from interests reach the owner's profile (her
  // plan shows who liked her: without it the row itself is withheld, see-who-liked-you.test.ts).
  await server.ctx.db.query('insert into public.interests (sender_id, receiver_id) values ($1, $2)', [owner.id, member.id]);
  await server.ctx.db.query(
    `insert into public.subscriptions (user_id, tier, current_period_start, current_period_end) values ($1, 'premium', now(), now() + interval '30 days')`,
    [member.id],
  );
  asOwner = testClient(server.url, server.anonKey, await userToken(server, owner.id));
  asMember = testClient(server.url, server.anonKey, await userToken(server, member.id));
  asVisitor = testClient(server.url, server.anonKey);
});
afterAll(() => server.close());

const callers = () => [
  ['another member', asMember],
  ['a visitor', asVisitor],
] as const;

describe.each(PRIVATE_PROFILE_COLUMNS)('%s', (column) => {
  it('is not read from profiles: select=*, named, or by a filter', async () => {
    for (const [, client] of callers()) {
      const all = await client.from('profiles').select('*');
      expect(all.data?.some((row) => row.id === owner.id)).toBe(false);
      const named = await client.from('profiles').select(column).eq('id', owner.id);
      expect(named.data).toEqual([]);
      const filtered = await client.from('profiles').select('id').not(column, 'is', null);
      expect(filtered.data?.some((row) => row.id === owner.id)).toBe(false);
    }
  });

  it('is not a column of public_profiles, to select or to filter on', async () => {
    const named = await asMember.from('public_profiles').select(`id, ${column}`);
    expect(named.status).toBe(400);
    expect(named.error).toMatchObject({ code: '42703' });
    const filtered = await asMember.from('public_profiles').select('id').not(column, 'is', null);
    expect(filtered.status).toBe(400);
    expect((await asVisitor.from('public_profiles').select('id')).status).toBe(401);
  });

  it('is not reached through embeds', async () => {
    const viaProfiles = await asMember.from('interests').select(`id, sender:profiles!sender_id(${column})`);
    expect(viaProfiles.error).toBeNull();
    expect(viaProfiles.data).toEqual([{ id: expect.any(String), sender: null }]);
    const viaPublic = await asMember.from('interests').select(`id, sender:public_profiles!sender_id(${column})`);
    expect(viaPublic.status).toBe(400);
    const fromPhotos = await asMember.from('public_profiles').select(`id, photos(user_id, profiles(${column}))`).eq('id', owner.id);
    expect(fromPhotos.data).toEqual([{ id: owner.id, photos: [] }]);
  });

  it('is not in get_profile_with_photos for another member', async () => {
    const { data, error } = await asMember.rpc('get_profile_with_photos', { profile_id: owner.id });
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: owner.id, first_name: 'Ada' });
    expect(data).not.toHaveProperty(column);
    expect((await asVisitor.rpc('get_profile_with_photos', { profile_id: owner.id })).status).toBe(401);
  });

  it('is the owner’s to read', async () => {
    const { data, error } = await asOwner.from('profiles').select(`id, ${column}, photos(url)`).eq('id', owner.id).single();
    expect(error).toBeNull();
    expect(data).toHaveProperty(column);
  });
});

describe('what another member sees instead', () => {
  it('the age, never the birth date; last_active only while shown', async () => {
    const seen = () => asMember.from('public_profiles').select('age, last_active').eq('id', owner.id).single();
    const { data } = await seen();
    expect(data!.age).toBeGreaterThanOrEqual(35);
    expect(data!.last_active).toEqual(expect.any(String));
    expect((await asOwner.from('profiles').update({ show_online_status: false }).eq('id', owner.id)).error).toBeNull();
    expect((await seen()).data!.last_active).toBeNull();
  });

  it('an e-mail filter like email=like.a* finds nobody else', async () => {
    const { data } = await asMember.from('profiles').select('id').like('email', `${owner.username.slice(0, 3)}*`);
    expect(data?.some((row) => row.id === owner.id)).toBe(false);
    const guessed = await asMember.from('profiles').select('id').eq('email', owner.claims.email!);
    expect(guessed.data).toEqual([]);
  });
});

describe('the owner’s own calls (SPEC §7) keep working', () => {
  it('saves preferences and settings on the own row', async () => {
    const saved = await asOwner
      .from('profiles')
      .update({ preferred_age_min: 30, preferred_age_max: 45, preferred_genders: ['male'], notify_messages: false })
      .eq('id', owner.id)
      .select('preferred_age_min, preferred_age_max, preferred_genders, notify_messages')
      .single();
    expect(saved).toMatchObject({
      error: null,
      data: { preferred_age_min: 30, preferred_age_max: 45, preferred_genders: ['male'], notify_messages: false },
    });
  });
});

import { createClient } from '@supabase/supabase-js';
import { mockDb } from '../db';
import { seedMember } from '../seed';
import { SUPABASE_URL } from '../supabase-url';

let clients = 0;

// supabase-js 2.109 itself against the mock: what it sends is what the handlers must understand.
async function clientAs(member: { email: string; password: string }) {
  const client = createClient(SUPABASE_URL, 'test-anon-key', { auth: { persistSession: false, storageKey: `rest-mock-test-${(clients += 1)}` } });
  await client.auth.signInWithPassword(member);
  return client;
}

describe('the PostgREST mock', () => {
  it('filters with eq, answers arrays, and one object or PGRST116 for .single()', async () => {
    const { user } = seedMember({ username: 'ava' });
    const client = await clientAs(user);
    expect((await client.from('profiles').select('id, username').eq('username', 'ava')).data).toEqual([{ id: user.id, username: 'ava' }]);
    expect((await client.from('profiles').select('username').eq('id', user.id).single()).data).toEqual({ username: 'ava' });
    const none = await client.from('profiles').select('id').eq('username', 'nobody').single();
    expect(none).toMatchObject({ status: 406, error: { code: 'PGRST116' } });
    expect((await client.from('profiles').select('id').eq('username', 'nobody').maybeSingle()).data).toBeNull();
  });

  it('keeps a profile row to its owner, and shows others only their public part', async () => {
    const { user } = seedMember({ username: 'ava' });
    const noah = seedMember({ username: 'noah', birth_date: '1995-01-01', show_online_status: false });
    seedMember({ username: 'hidden', visibility: 'nobody' });
    const client = await clientAs(user);
    expect((await client.from('profiles').select('username')).data).toEqual([{ username: 'ava' }]);
    const { data } = await client.from('public_profiles').select('*').eq('id', noah.profile.id).single();
    expect(data).toMatchObject({ username: 'noah', age: expect.any(Number), last_active: null });
    expect(data).not.toHaveProperty('email');
    expect((await client.from('public_profiles').select('username').eq('username', 'hidden')).data).toEqual([]);
  });

  it('refuses a taken username in any case with 23505, and an insert for someone else with 42501', async () => {
    seedMember({ username: 'Ava' });
    const user = mockDb.users.create({});
    const client = await clientAs(user);
    const taken = await client.from('profiles').insert({ id: user.id, username: 'ava' });
    expect(taken).toMatchObject({ status: 409, error: { code: '23505' } });
    const foreign = await client.from('profiles').insert({ id: crypto.randomUUID(), username: 'someone' });
    expect(foreign).toMatchObject({ status: 403, error: { code: '42501' } });
    expect(mockDb.profiles.findMany()).toHaveLength(1);
  });

  it('embeds photos by foreign key, under an alias', async () => {
    const { user } = seedMember();
    mockDb.photos.create({ user_id: user.id, url: 'https://cdn.test/a.jpg', is_primary: true });
    const client = await clientAs(user);
    const { data } = await client.from('profiles').select('id, shots:photos(url, is_primary)').single();
    expect(data).toEqual({ id: user.id, shots: [{ url: 'https://cdn.test/a.jpg', is_primary: true }] });
  });

  it('embeds the row a column points at (hint and !inner), and counts with a HEAD request', async () => {
    const { user: me } = seedMember({ username: 'me' });
    const sofia = seedMember({ username: 'sofia', first_name: 'Sofia' }).user;
    const hidden = seedMember({ username: 'hidden', visibility: 'nobody' }).user;
    mockDb.interests.create({ sender_id: sofia.id, receiver_id: me.id });
    mockDb.interests.create({ sender_id: hidden.id, receiver_id: me.id });
    const client = await clientAs(me);
    const left = await client.from('interests').select('sender_id, sender:public_profiles!sender_id(first_name)').order('sender_id');
    expect(left.data).toEqual(
      expect.arrayContaining([
        { sender_id: sofia.id, sender: { first_name: 'Sofia' } },
        { sender_id: hidden.id, sender: null },
      ]),
    );
    const inner = await client.from('interests').select('sender:public_profiles!sender_id!inner(first_name)');
    expect(inner.data).toEqual([{ sender: { first_name: 'Sofia' } }]);
    const counted = await client.from('interests').select('id, sender:public_profiles!sender_id!inner(id)', { count: 'exact', head: true });
    expect(counted).toMatchObject({ count: 1, data: null, error: null });
  });

  it('says loudly what it does not know: an unknown column (42703), an operator it lacks (PGRST100)', async () => {
    const { user } = seedMember();
    const client = await clientAs(user);
    expect((await client.from('profiles').select('nope')).error).toMatchObject({ code: '42703' });
    expect((await client.from('profiles').select('id').like('username', 'a%')).error).toMatchObject({ code: 'PGRST100' });
  });
});

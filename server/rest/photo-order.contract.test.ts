import type { SupabaseClient } from '@supabase/supabase-js';
import { testClient, userToken } from '../testing/rest-fixtures';
import { uploadedPhotoUrls } from '../testing/test-photos';
import { startTestServer, type TestServer } from '../testing/test-server';
import { createUsers, makeMatch, type TestUser } from '../testing/test-users';

// The member's photo order through supabase-js: reorder_photos() and everything that follows it.
let server: TestServer;
let amy: TestUser;
let rory: TestUser;
let asAmy: SupabaseClient;
let asRory: SupabaseClient;
/** Amy's photos in upload order. */
let ids: string[];
let urls: string[];
let roryPhotoId: string;

const orderOf = async (client: SupabaseClient, userId: string) =>
  (await client.from('photos').select('id').eq('user_id', userId).order('position')).data?.map((p) => p.id as string);

const mirrorOf = async (userId: string) =>
  (await asRory.from('public_profiles').select('photos').eq('id', userId).single()).data?.photos as string[];

beforeAll(async () => {
  server = await startTestServer();
  [amy, rory] = await createUsers(server.ctx.db, 2);
  await makeMatch(server.ctx.db, amy, rory);
  asAmy = testClient(server.url, server.anonKey, await userToken(server, amy.id));
  asRory = testClient(server.url, server.anonKey, await userToken(server, rory.id));
  urls = await uploadedPhotoUrls(server.ctx.db, amy.id, 3);
  ids = [];
  // A client-sent position is ignored: each new photo goes last.
  for (const url of urls) {
    const { data, error } = await asAmy.from('photos').insert({ user_id: amy.id, url, position: 0 }).select('id, position').single();
    if (error) throw error;
    expect(data.position).toBe(ids.length);
    ids.push(data.id as string);
  }
  const [roryUrl] = await uploadedPhotoUrls(server.ctx.db, rory.id, 1);
  roryPhotoId = (await asRory.from('photos').insert({ user_id: rory.id, url: roryUrl }).select('id').single()).data!.id as string;
});
afterAll(() => server.close());

describe('reorder_photos', () => {
  it('puts the photos in the order sent; the primary stays first in the mirror and the profile', async () => {
    const { error, status } = await asAmy.rpc('reorder_photos', { photo_ids: [ids[2], ids[0], ids[1]] });
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(await orderOf(asAmy, amy.id)).toEqual([ids[2], ids[0], ids[1]]);
    // ids[0] is primary (the first upload): first everywhere, then the chosen order.
    expect(await mirrorOf(amy.id)).toEqual([urls[0], urls[2], urls[1]]);
    const own = await asAmy.from('profiles').select('photos').eq('id', amy.id).single();
    expect(own.data?.photos).toEqual([urls[0], urls[2], urls[1]]);
    const seen = await asRory.rpc('get_profile_with_photos', { profile_id: amy.id });
    expect((seen.data as { photos: { id: string }[] }).photos.map((p) => p.id)).toEqual([ids[0], ids[2], ids[1]]);
  });

  it('follows the order when another photo becomes primary, and promotes the next one on deletion', async () => {
    await asAmy.from('photos').update({ is_primary: true }).eq('id', ids[1]);
    expect(await mirrorOf(amy.id)).toEqual([urls[1], urls[2], urls[0]]);
    await asAmy.rpc('reorder_photos', { photo_ids: [ids[1], ids[0], ids[2]] });
    expect(await mirrorOf(amy.id)).toEqual([urls[1], urls[0], urls[2]]);
    await asAmy.from('photos').delete().eq('id', ids[1]);
    // The photo shown next (ids[0]) becomes primary, not the oldest by upload.
    const { data } = await asAmy.from('photos').select('id').eq('user_id', amy.id).eq('is_primary', true).single();
    expect(data?.id).toBe(ids[0]);
    ids = [ids[0], ids[2]];
    urls = [urls[0], urls[2]];
  });

  it.each([
    ['one photo missing', () => [ids[0]]],
    ['a photo twice', () => [ids[0], ids[1], ids[0]]],
    ['another member’s photo', () => [ids[0], ids[1], roryPhotoId]],
    ['another member’s photo instead of one', () => [ids[0], roryPhotoId]],
    ['an unknown id', () => [ids[0], '00000000-0000-4000-8000-000000000000']],
    ['a null', () => [ids[0], ids[1], null]],
    ['nothing', () => []],
  ])('refuses %s with 400 and changes nothing', async (_, photoIds) => {
    const before = await orderOf(asAmy, amy.id);
    const { error, status } = await asAmy.rpc('reorder_photos', { photo_ids: photoIds() });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '22023', message: 'photo_ids must list each of your photos exactly once' });
    expect(await orderOf(asAmy, amy.id)).toEqual(before);
    expect(await orderOf(asRory, rory.id)).toEqual([roryPhotoId]);
  });

  it('cannot move another member’s photos, and visitors cannot call it', async () => {
    const { error } = await asRory.rpc('reorder_photos', { photo_ids: [ids[1], ids[0]] });
    expect(error).toMatchObject({ code: '22023' });
    const visitor = await testClient(server.url, server.anonKey).rpc('reorder_photos', { photo_ids: [ids[1], ids[0]] });
    expect(visitor.status).toBe(401);
    expect(await orderOf(asAmy, amy.id)).toEqual(ids);
  });

  it('keeps positions unique per member, even when written directly', async () => {
    const { error } = await asAmy.from('photos').update({ position: 7 }).eq('user_id', amy.id);
    expect(error).toMatchObject({ code: '23505' });
  });
});

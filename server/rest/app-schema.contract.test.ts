import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_PHOTO_DIR, demoPhotoFile } from '../db/seed/photos/demo-photo-files';
import { testClient, userToken } from '../testing/rest-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';
import { createUsers, type TestUser } from '../testing/test-users';

// The queries SPEC lists for profiles, photos and interests, made by supabase-js as the app makes them.
let server: TestServer;
let amy: TestUser;
let rory: TestUser;
let asAmy: SupabaseClient;
let asRory: SupabaseClient;
let amyPhotoUrl: string;

beforeAll(async () => {
  server = await startTestServer();
  [amy, rory] = await createUsers(server.ctx.db, 2);
  asAmy = testClient(server.url, server.anonKey, await userToken(server, amy.id));
  asRory = testClient(server.url, server.anonKey, await userToken(server, rory.id));
});
afterAll(() => server.close());

describe('the app schema through /rest/v1', () => {
  it('checks a username (profiles are private, so through is_username_available)', async () => {
    const taken = await asAmy.rpc('is_username_available', { username: rory.username.toUpperCase() });
    expect(taken).toMatchObject({ data: false, error: null });
    const free = await asAmy.rpc('is_username_available', { username: 'nobody_here' });
    expect(free).toMatchObject({ data: true, error: null });
  });

  it('uploads a photo, records it at its public URL and reads the own profile with its photos', async () => {
    const name = `${amy.id}/${randomUUID()}.jpg`;
    const bytes = await readFile(path.join(DEMO_PHOTO_DIR, demoPhotoFile('ava', 1)));
    const upload = await asAmy.storage.from('profile-photos').upload(name, bytes, { contentType: 'image/jpeg', cacheControl: '3600' });
    expect(upload.error).toBeNull();
    const url = asAmy.storage.from('profile-photos').getPublicUrl(name).data.publicUrl;
    amyPhotoUrl = url;
    const first = await asAmy.from('photos').insert({ user_id: amy.id, url, is_primary: true });
    expect(first.error).toBeNull();
    const { data, error } = await asAmy.from('profiles').select('*, photos(url, is_primary)').eq('id', amy.id).single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: amy.id, username: amy.username, photos: [{ url, is_primary: true }] });
    expect((await fetch(url)).status).toBe(200);
  });

  it('refuses a photo URL that is not an upload of the owner, with 400 23514', async () => {
    const { error, status } = await asAmy.from('photos').insert({ user_id: amy.id, url: 'https://example.com/a.jpg' });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '23514' });
  });

  it('refuses a photo for someone else with 403 42501, even one of theirs', async () => {
    const { error, status } = await asRory.from('photos').insert({ user_id: amy.id, url: amyPhotoUrl });
    expect(status).toBe(403);
    expect(error).toMatchObject({ code: '42501' });
  });

  it('updates the own profile and no other', async () => {
    const own = await asAmy.from('profiles').update({ bio: 'Kissogram' }).eq('id', amy.id).select('bio').single();
    expect(own.data).toEqual({ bio: 'Kissogram' });
    const other = await asAmy.from('profiles').update({ bio: 'hacked' }).eq('id', rory.id).select('bio');
    expect(other.data).toEqual([]);
  });

  it('sends an interest once (23505 after), lists and counts it for the receiver, who accepts it', async () => {
    const sent = await asAmy.from('interests').insert({ sender_id: amy.id, receiver_id: rory.id, message: ' Hello! ' });
    expect(sent.error).toBeNull();
    const again = await asAmy.from('interests').insert({ sender_id: amy.id, receiver_id: rory.id, message: 'Hi again' });
    expect(again.status).toBe(409);
    expect(again.error).toMatchObject({ code: '23505' });

    // Rory's plan does not show who liked him (docs/plans.md, See who liked you): REST gives him no
    // pending row, the count RPC how many; he answers the like by its id (reached on Amy's profile).
    const pending = await asRory.from('interests').select('id, message, sender:public_profiles!sender_id(username)').eq('receiver_id', rory.id);
    expect(pending).toMatchObject({ data: [], error: null });
    expect(await asRory.rpc('count_received_interests')).toMatchObject({ data: 1, error: null });
    const relationship = await asRory.rpc('get_relationship', { member: amy.id });
    expect(relationship.data).toEqual([expect.objectContaining({ status: 'they_like_you', interest_message: 'Hello!' })]);

    const accepted = await asRory.rpc('accept_interest', { interest_id: relationship.data![0].interest_id });
    expect(accepted).toMatchObject({ data: true, error: null });
    const match = await asRory.from('interests').select('status, sender:public_profiles!sender_id(username)').eq('receiver_id', rory.id);
    expect(match.data).toEqual([{ status: 'accepted', sender: { username: amy.username } }]);
  });

  it('calls get_profile_with_photos', async () => {
    const { data, error } = await asRory.rpc('get_profile_with_photos', { profile_id: amy.id });
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: amy.id, username: amy.username });
  });

  it('shows anon no profiles', async () => {
    const anon = testClient(server.url, server.anonKey);
    const { data, error } = await anon.from('profiles').select('id');
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});

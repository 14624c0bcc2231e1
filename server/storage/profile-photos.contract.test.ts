import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { jpegLike, startStorageTestServer, type StorageTestServer } from '../testing/storage-test-server';

// The app's bucket and its rules (supabase/schemas/storage/objects.policies.sql) as storage-js meets them.

let server: StorageTestServer;
let amy: SupabaseClient;
let amyId: string;
let rory: SupabaseClient;
let photoName: string;

beforeAll(async () => {
  server = await startStorageTestServer();
  ({ client: amy, id: amyId } = await server.signUp('amy_photos'));
  ({ client: rory } = await server.signUp('rory_photos'));
  photoName = `${amyId}/${randomUUID()}.jpg`;
  const { error } = await amy.storage.from('profile-photos').upload(photoName, jpegLike(2048), { contentType: 'image/jpeg' });
  if (error) throw error;
});
afterAll(() => server.close());

describe('the profile-photos bucket', () => {
  it('lists a folder to its owner only: other members and visitors find no names', async () => {
    const listed = (client: SupabaseClient) => client.storage.from('profile-photos').list(amyId);
    expect((await listed(amy)).data!.map((e) => `${amyId}/${e.name}`)).toEqual([photoName]);
    expect((await listed(rory)).data).toEqual([]);
    expect((await listed(server.client(server.anonKey))).data).toEqual([]);
    expect((await rory.storage.from('profile-photos').list('')).data).toEqual([]);
  });

  it('still serves every photo at its public URL, to anyone', async () => {
    const url = amy.storage.from('profile-photos').getPublicUrl(photoName).data.publicUrl;
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses names that could be guessed, with 403', async () => {
    for (const name of ['avatar.jpg', 'photo1.png', `${Date.now()}.jpg`]) {
      const { error } = await amy.storage.from('profile-photos').upload(`${amyId}/${name}`, jpegLike(512), { contentType: 'image/jpeg' });
      expect(error).toMatchObject({ statusCode: '403' });
    }
  });
});

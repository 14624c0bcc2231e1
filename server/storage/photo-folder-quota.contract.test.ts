import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { jpegLike, startStorageTestServer, type StorageTestServer } from '../testing/storage-test-server';
import { subscribe } from '../testing/subscriptions';

// A member's folder of profile-photos holds at most 14 objects and 60 MB: the largest plan's 10
// photos and uploads in flight (supabase/schemas/photos/check_photo_folder_quota.sql), and the
// app's upload flow still works.

jest.setTimeout(60_000);

const MB = 1024 * 1024;
let server: StorageTestServer;

beforeAll(async () => {
  server = await startStorageTestServer();
});
afterAll(() => server.close());

/** Uploads a JPEG to a new name in the member's folder, as a raw body or (asForm) as the app's Blob. */
async function upload(client: SupabaseClient, id: string, bytes = jpegLike(2048), asForm = false) {
  const name = `${id}/${randomUUID()}.jpg`;
  const body = asForm ? new Blob([bytes], { type: 'image/jpeg' }) : bytes;
  const { error } = await client.storage.from('profile-photos').upload(name, body, { contentType: 'image/jpeg' });
  return { name, error };
}

/** What the app does after an upload: a photos row with the object's public URL. */
async function record(client: SupabaseClient, id: string, name: string): Promise<string> {
  const url = client.storage.from('profile-photos').getPublicUrl(name).data.publicUrl;
  const { data, error } = await client.from('photos').insert({ user_id: id, url }).select('id').single();
  if (error) throw error;
  return data.id as string;
}

/** Premium, so that her plan allows the 10 photos the folder is sized for. */
const premium = (id: string) => subscribe(server.ctx.db, [id]);

async function objectsIn(id: string): Promise<number> {
  const { rows } = await server.ctx.db.query<{ n: number }>(`select count(*)::int as n from storage.objects where name like $1`, [`${id}/%`]);
  return rows[0].n;
}

describe('the objects of a member’s folder', () => {
  it('are at most 14: the 15th upload is refused with 413, while her 10 photos and their replacement work', async () => {
    const { client, id } = await server.signUp('amy_count');
    await premium(id);
    const photos: { name: string; photoId: string }[] = [];
    for (let i = 0; i < 10; i++) {
      const { name, error } = await upload(client, id);
      expect(error).toBeNull();
      photos.push({ name, photoId: await record(client, id, name) });
    }
    for (let i = 0; i < 4; i++) expect((await upload(client, id)).error).toBeNull();

    for (const asForm of [false, true]) {
      const fifteenth = await upload(client, id, jpegLike(2048), asForm);
      expect(fifteenth.error).toMatchObject({ statusCode: '413', message: 'The folder exceeded its limit of 14 objects' });
    }
    expect(await objectsIn(id)).toBe(14);
    const shown = await fetch(client.storage.from('profile-photos').getPublicUrl(photos[0].name).data.publicUrl);
    expect(shown.status).toBe(200);
    await shown.body?.cancel();

    // Replacing a photo as the app does: the row, then its file, then the new upload and its row.
    const deleted = await client.from('photos').delete().eq('id', photos[0].photoId).select('storage_path').single();
    expect(deleted.data).toEqual({ storage_path: photos[0].name });
    expect((await client.storage.from('profile-photos').remove([photos[0].name])).error).toBeNull();
    const replacement = await upload(client, id, jpegLike(2048), true);
    expect(replacement.error).toBeNull();
    await record(client, id, replacement.name);
    expect(await objectsIn(id)).toBe(14);
  });

  it('count in each folder alone: another member uploads while the first folder is full', async () => {
    const full = await server.signUp('clara_full');
    for (let i = 0; i < 14; i++) expect((await upload(full.client, full.id)).error).toBeNull();
    const other = await server.signUp('rory_other');
    expect((await upload(other.client, other.id)).error).toBeNull();
  });
});

describe('the bytes of a member’s folder', () => {
  it('are at most 60 MB: past it an upload is refused with 413, as a raw body and as a form', async () => {
    const { client, id } = await server.signUp('river_bytes');
    const nearLimit = jpegLike(Math.floor(4.9 * MB));
    for (let i = 0; i < 12; i++) expect((await upload(client, id, nearLimit)).error).toBeNull();
    for (const asForm of [false, true]) {
      const thirteenth = await upload(client, id, nearLimit, asForm);
      expect(thirteenth.error).toMatchObject({ statusCode: '413', message: 'The folder exceeded its limit of 60 MB' });
    }
    expect(await objectsIn(id)).toBe(12);
    // 58.8 MB stored: a small photo still fits, so the refusals were for bytes, not for the count.
    expect((await upload(client, id, jpegLike(100 * 1024))).error).toBeNull();
  });
});

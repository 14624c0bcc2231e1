import type { SupabaseClient } from '@supabase/supabase-js';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { createTestBucket, jpegLike, PNG_1X1, startStorageTestServer, TEST_BUCKET, type StorageTestServer } from '../../testing/storage-test-server';

let server: StorageTestServer;
let rory: SupabaseClient;
let roryId: string;
let clara: SupabaseClient;
let claraId: string;
let limit: number;

beforeAll(async () => {
  server = await startStorageTestServer();
  await createTestBucket(server);
  ({ client: rory, id: roryId } = await server.signUp('rory_williams'));
  ({ client: clara, id: claraId } = await server.signUp('clara_oswald'));
  limit = (await rory.storage.getBucket(TEST_BUCKET)).data!.file_size_limit!;
});
afterAll(() => server.close());

/** Every object row in the bucket and every file under the storage folders: refusals leave none. */
async function stored() {
  const { rows } = await server.ctx.db.query(`select name from storage.objects`);
  const files = await readdir(server.dataDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return { rows, files: files.filter((f) => f.isFile() && !f.parentPath.includes(`${path.sep}pg`)).map((f) => f.name) };
}

describe('uploads storage refuses, with the errors storage-js reports', () => {
  it('refuses an upload into another user’s folder', async () => {
    const { data, error } = await rory.storage.from(TEST_BUCKET).upload(`${claraId}/me.png`, PNG_1X1, { contentType: 'image/png' });
    expect(data).toBeNull();
    expect(error).toMatchObject({
      name: 'StorageApiError',
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    const asForm = await rory.storage.from(TEST_BUCKET).upload(`${claraId}/me.png`, new Blob([PNG_1X1], { type: 'image/png' }));
    expect(asForm.error).toMatchObject({ statusCode: '403' });
  });

  it('refuses an anonymous upload', async () => {
    const anon = server.client(server.anonKey);
    const { error } = await anon.storage.from(TEST_BUCKET).upload(`${roryId}/me.png`, PNG_1X1, { contentType: 'image/png' });
    expect(error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
  });

  it('refuses a file that is not an image but claims image/png, as a form and as a raw body', async () => {
    const script = Buffer.from('<script>alert(1)</script>'.repeat(10));
    const photos = rory.storage.from(TEST_BUCKET);
    for (const body of [new Blob([script], { type: 'image/png' }), script]) {
      const { error } = await photos.upload(`${roryId}/fake.png`, body, { contentType: 'image/png' });
      expect(error).toMatchObject({ statusCode: '415', message: 'mime type image/png is not supported' });
    }
    const declared = await photos.upload(`${roryId}/notes.txt`, Buffer.from('hello'), { contentType: 'text/plain' });
    expect(declared.error).toMatchObject({ statusCode: '415', message: 'mime type text/plain is not supported' });
  });

  it('refuses a file over the bucket’s limit (5 MB), as a form and as a raw body', async () => {
    expect(limit).toBe(5 * 1024 * 1024);
    const photos = rory.storage.from(TEST_BUCKET);
    const tooBig = jpegLike(limit + 1);
    for (const body of [new Blob([tooBig], { type: 'image/jpeg' }), tooBig]) {
      const { error } = await photos.upload(`${roryId}/big.jpg`, body, { contentType: 'image/jpeg' });
      expect(error).toMatchObject({ statusCode: '413', message: 'The object exceeded the maximum allowed size' });
    }
    const exactly = await photos.upload(`${roryId}/limit.jpg`, jpegLike(limit), { contentType: 'image/jpeg' });
    expect(exactly.error).toBeNull();
    await photos.remove([`${roryId}/limit.jpg`]);
  });

  it('left no row and no file behind, and the server still serves', async () => {
    expect(await stored()).toEqual({ rows: [], files: [] });
    const { error } = await clara.storage.from(TEST_BUCKET).upload(`${claraId}/me.png`, PNG_1X1, { contentType: 'image/png' });
    expect(error).toBeNull();
  });

  it('refuses keys that could leave the bucket or that hosted Storage refuses', async () => {
    const photos = clara.storage.from(TEST_BUCKET);
    for (const key of [`${claraId}/../x.png`, `${claraId}/%2e%2e/x.png`, `${claraId}/ünïcode.png`, `${claraId}/${'a'.repeat(1100)}.png`]) {
      const { error } = await photos.upload(key, PNG_1X1, { contentType: 'image/png' });
      expect(error).toMatchObject({ statusCode: expect.stringMatching(/^4\d\d$/) });
    }
    const res = await fetch(`${server.url}/storage/v1/object/public/${TEST_BUCKET}/${claraId}/..%2f..%2f..%2fpackage.json`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '404' });
  });

  it('refuses a bad token with 403 AccessDenied', async () => {
    const res = await fetch(`${server.url}/storage/v1/object/${TEST_BUCKET}/${claraId}/x.png`, {
      method: 'POST',
      headers: { apikey: server.anonKey, Authorization: 'Bearer a.b.c', 'Content-Type': 'image/png' },
      body: PNG_1X1,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '403', error: 'Unauthorized' });
  });

  it('drops the partial file of an upload the client abandons, and keeps serving', async () => {
    const token = (await clara.auth.getSession()).data.session!.access_token;
    const request = http.request(`${server.url}/storage/v1/object/${TEST_BUCKET}/${claraId}/cut.jpg`, {
      method: 'POST',
      headers: { apikey: server.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'image/jpeg', 'Content-Length': 1_000_000 },
    });
    request.on('error', () => undefined); // the socket is destroyed on purpose
    request.write(jpegLike(64 * 1024));
    await new Promise((resolve) => setTimeout(resolve, 100));
    request.destroy();

    const uploads = path.join(server.dataDir, 'storage-uploads');
    for (let i = 0; i < 50 && (await readdir(uploads)).length > 0; i += 1) await new Promise((r) => setTimeout(r, 20));
    expect(await readdir(uploads)).toEqual([]);
    expect((await server.ctx.db.query(`select 1 from storage.objects where name like '%cut.jpg'`)).rows).toEqual([]);
    const { error } = await clara.storage.from(TEST_BUCKET).upload(`${claraId}/after.png`, PNG_1X1, { contentType: 'image/png' });
    expect(error).toBeNull();
  });
});

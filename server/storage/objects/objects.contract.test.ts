import type { SupabaseClient } from '@supabase/supabase-js';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createTestBucket, jpegLike, PNG_1X1, startStorageTestServer, TEST_BUCKET, type StorageTestServer } from '../../testing/storage-test-server';

let server: StorageTestServer;
let amy: SupabaseClient;
let amyId: string;
const photos = () => amy.storage.from(TEST_BUCKET);

beforeAll(async () => {
  server = await startStorageTestServer();
  await createTestBucket(server);
  ({ client: amy, id: amyId } = await server.signUp('amy_pond'));
});
afterAll(() => server.close());

const rowsOf = (name: string) =>
  server.ctx.db.query<{ metadata: Record<string, unknown>; owner: string }>(
    `select metadata, owner from storage.objects where bucket_id = '${TEST_BUCKET}' and name = $1`,
    [name],
  );

describe('uploading and serving a profile photo', () => {
  it('uploads a Blob as a form into the own folder and answers { path, id, fullPath }', async () => {
    const name = `${amyId}/avatar.png`;
    const blob = new Blob([PNG_1X1], { type: 'image/png' });
    const { data, error } = await photos().upload(name, blob, { cacheControl: '3600', upsert: false });
    expect(error).toBeNull();
    expect(data).toEqual({ path: name, id: expect.stringMatching(/^[0-9a-f-]{36}$/), fullPath: `${TEST_BUCKET}/${name}` });

    const { rows } = await rowsOf(name);
    expect(rows[0].owner).toBe(amyId);
    expect(rows[0].metadata).toEqual({
      eTag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
      size: PNG_1X1.length,
      mimetype: 'image/png',
      cacheControl: 'max-age=3600',
      lastModified: expect.any(String),
      contentLength: PNG_1X1.length,
      httpStatusCode: 200,
    });
    const onDisk = path.join(server.dataDir, 'storage', TEST_BUCKET, amyId, 'avatar.png');
    expect(await readFile(onDisk)).toEqual(PNG_1X1);
  });

  it('serves it at its public URL without any key, with type, cache, ETag and 304', async () => {
    const { data } = photos().getPublicUrl(`${amyId}/avatar.png`);
    expect(data.publicUrl).toBe(`${server.url}/storage/v1/object/public/${TEST_BUCKET}/${amyId}/avatar.png`);
    const res = await fetch(data.publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    expect(res.headers.get('content-length')).toBe(String(PNG_1X1.length));
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG_1X1);

    const etag = res.headers.get('etag')!;
    const again = await fetch(data.publicUrl, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    const missing = await fetch(`${server.url}/storage/v1/object/public/${TEST_BUCKET}/${amyId}/nothing.png`);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ statusCode: '404', error: 'not_found', message: 'Object not found' });
  });

  it('downloads, tells info and existence through storage-js', async () => {
    const { data: blob, error } = await photos().download(`${amyId}/avatar.png`);
    expect(error).toBeNull();
    expect(blob!.type).toBe('image/png');
    expect(Buffer.from(await blob!.arrayBuffer())).toEqual(PNG_1X1);

    const info = await photos().info(`${amyId}/avatar.png`);
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({ name: `${amyId}/avatar.png`, bucketId: TEST_BUCKET, size: PNG_1X1.length, contentType: 'image/png' });
    // Uploaded without metadata: {}, as Storage's uploader stores it.
    expect(info.data?.metadata).toEqual({});
    expect(await photos().exists(`${amyId}/avatar.png`)).toMatchObject({ data: true });
    expect((await photos().exists(`${amyId}/gone.png`)).data).toBe(false);
  });

  it('uploads a Buffer as the raw body and serves the type its bytes show', async () => {
    // A JPEG sent as image/png is stored as what it is.
    const jpeg = jpegLike(2048);
    const { error } = await photos().upload(`${amyId}/albums/beach.jpg`, jpeg, { contentType: 'image/png' });
    expect(error).toBeNull();
    const res = await fetch(photos().getPublicUrl(`${amyId}/albums/beach.jpg`).data.publicUrl);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(jpeg);
  });

  it('keeps user metadata, and drops metadata nested too deep to store safely', async () => {
    const kept = await photos().upload(`${amyId}/tagged.png`, PNG_1X1, { contentType: 'image/png', metadata: { album: 'beach' } });
    expect(kept.error).toBeNull();
    let deep: unknown = 1;
    for (let i = 0; i < 100; i += 1) deep = { d: deep };
    const dropped = await photos().upload(`${amyId}/deep.png`, PNG_1X1, { contentType: 'image/png', metadata: { deep } as never });
    expect(dropped.error).toBeNull();
    const stored = await server.ctx.db.query<{ name: string; user_metadata: unknown }>(
      `select name, user_metadata from storage.objects where name = any($1) order by name`,
      [[`${amyId}/deep.png`, `${amyId}/tagged.png`]],
    );
    expect(stored.rows.map((r) => r.user_metadata)).toEqual([{}, { album: 'beach' }]);
    await photos().remove([`${amyId}/tagged.png`, `${amyId}/deep.png`]);
  });

  it('lists a folder: sub-folders first, then files with their metadata', async () => {
    const { data, error } = await photos().list(amyId);
    expect(error).toBeNull();
    expect(data!.map((e) => e.name)).toEqual(['albums', 'avatar.png']);
    expect(data![0]).toMatchObject({ id: null, metadata: null });
    expect(data![1]).toMatchObject({ id: expect.any(String), metadata: { mimetype: 'image/png', size: PNG_1X1.length } });

    expect((await photos().list(`${amyId}/albums`)).data!.map((e) => e.name)).toEqual(['beach.jpg']);
    expect((await photos().list(amyId, { search: 'AVA' })).data!.map((e) => e.name)).toEqual(['avatar.png']);
    expect((await photos().list(amyId, { limit: 1, offset: 1 })).data!.map((e) => e.name)).toEqual(['avatar.png']);
    expect((await photos().list('', { limit: 10 })).data!.map((e) => e.name)).toEqual([amyId]);
  });

  it('replaces a file with upsert, and refuses a second upload without it', async () => {
    const name = `${amyId}/avatar.png`;
    const duplicate = await photos().upload(name, PNG_1X1, { contentType: 'image/png' });
    expect(duplicate.error).toMatchObject({ name: 'StorageApiError', statusCode: '409', message: 'The resource already exists' });

    const replacement = jpegLike(300);
    const { data, error } = await photos().upload(name, replacement, { contentType: 'image/jpeg', upsert: true });
    expect(error).toBeNull();
    const first = await rowsOf(name);
    expect(first.rows[0].metadata).toMatchObject({ size: 300, mimetype: 'image/jpeg' });
    const res = await fetch(photos().getPublicUrl(name).data.publicUrl);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(replacement);

    const updated = await photos().update(name, PNG_1X1, { contentType: 'image/png' });
    expect(updated.error).toBeNull();
    expect(updated.data?.id).toBe(data?.id);
    expect((await rowsOf(name)).rows[0].metadata).toMatchObject({ size: PNG_1X1.length, mimetype: 'image/png' });
  });

  it('keeps the row and the file of one upload together when uploads to one name race', async () => {
    const name = `${amyId}/racing.jpg`;
    const versions = [1, 2, 3, 4, 5].map((n) => jpegLike(1000 * n));
    const results = await Promise.all(versions.map((v) => photos().upload(name, v, { contentType: 'image/jpeg', upsert: true })));
    expect(results.map((r) => r.error)).toEqual(versions.map(() => null));
    const served = Buffer.from(await (await fetch(photos().getPublicUrl(name).data.publicUrl)).arrayBuffer());
    const { rows } = await rowsOf(name);
    expect(rows[0].metadata.size).toBe(served.length);
    expect(rows[0].metadata.eTag).toBe(`"${createHash('md5').update(served).digest('hex')}"`);
    await photos().remove([name]);
  });

  it('removes files: the rows and the files are gone, empty folders too', async () => {
    const names = [`${amyId}/avatar.png`, `${amyId}/albums/beach.jpg`];
    const { data, error } = await photos().remove(names);
    expect(error).toBeNull();
    expect(data!.map((o) => o.name).sort()).toEqual(names.sort());
    expect(data![0]).toMatchObject({ bucket_id: TEST_BUCKET, id: expect.any(String) });
    for (const name of names) expect((await rowsOf(name)).rows).toEqual([]);
    expect(existsSync(path.join(server.dataDir, 'storage', TEST_BUCKET, amyId))).toBe(false);
    const res = await fetch(photos().getPublicUrl(names[0]).data.publicUrl);
    expect(res.status).toBe(400);
    await res.body?.cancel();
    expect((await photos().remove(names)).data).toEqual([]);
  });
});

import type { SupabaseClient } from '@supabase/supabase-js';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createTestBucket, PNG_1X1, startStorageTestServer, TEST_BUCKET, type StorageTestServer } from '../../testing/storage-test-server';

// storage-js's move and copy against the embedded server, with the test bucket's folder rules: each
// member writes only under her own id (docs/local-backend.md, Storage).
let server: StorageTestServer;
let amy: SupabaseClient;
let amyId: string;
let rory: SupabaseClient;
let roryId: string;
const pictures = (client: SupabaseClient = amy) => client.storage.from(TEST_BUCKET);
const onDisk = (key: string) => path.join(server.dataDir, 'storage', TEST_BUCKET, ...key.split('/'));
const png = () => new Blob([PNG_1X1], { type: 'image/png' });
const rowOf = async (key: string) =>
  (await server.ctx.db.query<{ owner_id: string; metadata: { mimetype: string } }>(`select owner_id, metadata from storage.objects where bucket_id = $1 and name = $2`, [TEST_BUCKET, key])).rows[0];

beforeAll(async () => {
  server = await startStorageTestServer();
  await createTestBucket(server);
  ({ client: amy, id: amyId } = await server.signUp('amy_pond'));
  ({ client: rory, id: roryId } = await server.signUp('rory_williams'));
});
afterAll(() => server.close());

describe('move', () => {
  it('renames her object, row and file, and the old name is gone', async () => {
    await pictures().upload(`${amyId}/draft.png`, png());
    const { data, error } = await pictures().move(`${amyId}/draft.png`, `${amyId}/albums/final.png`);
    expect(error).toBeNull();
    expect(data).toEqual({ message: 'Successfully moved', Id: expect.any(String), Key: `${amyId}/albums/final.png` });
    expect(await readFile(onDisk(`${amyId}/albums/final.png`))).toEqual(PNG_1X1);
    expect(existsSync(onDisk(`${amyId}/draft.png`))).toBe(false);
    expect(await rowOf(`${amyId}/draft.png`)).toBeUndefined();
    expect(await rowOf(`${amyId}/albums/final.png`)).toMatchObject({ owner_id: amyId });
    const { data: listed } = await pictures().list(`${amyId}/albums`);
    expect(listed?.map((o) => o.name)).toEqual(['final.png']);
  });

  it('is refused where her policies forbid it, and changes nothing', async () => {
    await pictures().upload(`${amyId}/mine.png`, png());
    // Out of her folder: the new row fails her update policy's check.
    expect((await pictures().move(`${amyId}/mine.png`, `${roryId}/stolen.png`)).error).not.toBeNull();
    // Someone else's object: not found for him.
    expect((await pictures(rory).move(`${amyId}/mine.png`, `${roryId}/taken.png`)).error).toMatchObject({ message: 'Object not found' });
    expect(await readFile(onDisk(`${amyId}/mine.png`))).toEqual(PNG_1X1);
    expect(existsSync(onDisk(`${roryId}/stolen.png`))).toBe(false);
    expect(existsSync(onDisk(`${roryId}/taken.png`))).toBe(false);
    expect(await rowOf(`${amyId}/mine.png`)).toMatchObject({ owner_id: amyId });
  });

  it('refuses a name that is taken', async () => {
    await pictures().upload(`${amyId}/one.png`, png());
    await pictures().upload(`${amyId}/two.png`, png());
    expect((await pictures().move(`${amyId}/one.png`, `${amyId}/two.png`)).error).toMatchObject({ message: 'The resource already exists' });
    expect(await readFile(onDisk(`${amyId}/one.png`))).toEqual(PNG_1X1);
  });
});

describe('copy', () => {
  it('copies an object she may read into her folder, with its metadata, owned by her', async () => {
    await pictures(rory).upload(`${roryId}/shared.png`, png(), { cacheControl: '120' });
    const { data, error } = await pictures().copy(`${roryId}/shared.png`, `${amyId}/copied.png`);
    expect(error).toBeNull();
    expect(data).toEqual({ path: `${TEST_BUCKET}/${amyId}/copied.png` });
    expect(await readFile(onDisk(`${amyId}/copied.png`))).toEqual(PNG_1X1);
    expect(await rowOf(`${amyId}/copied.png`)).toMatchObject({ owner_id: amyId, metadata: expect.objectContaining({ mimetype: 'image/png' }) });
    expect(await readFile(onDisk(`${roryId}/shared.png`))).toEqual(PNG_1X1);
  });

  it('refuses a copy into another member’s folder, over a taken name, or of nothing', async () => {
    await pictures().upload(`${amyId}/source.png`, png());
    expect((await pictures().copy(`${amyId}/source.png`, `${roryId}/gift.png`)).error).not.toBeNull();
    expect(existsSync(onDisk(`${roryId}/gift.png`))).toBe(false);
    expect((await pictures().copy(`${amyId}/source.png`, `${amyId}/source.png`)).error).toMatchObject({ message: 'The resource already exists' });
    expect((await pictures().copy(`${amyId}/nothing.png`, `${amyId}/x.png`)).error).toMatchObject({ message: 'Object not found' });
  });
});

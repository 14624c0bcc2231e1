import type { SupabaseClient } from '@supabase/supabase-js';
import { readdir, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { createTestBucket, startStorageTestServer, TEST_BUCKET, type StorageTestServer } from '../../testing/storage-test-server';

// Image transformations as storage-js asks for them: getPublicUrl/download with { transform }.

const PRIVATE_BUCKET = 'test-private-pictures';
const ACCEPTS_WEBP = { Accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' };
const ACCEPTS_WEBP_INIT = { headers: ACCEPTS_WEBP };

let server: StorageTestServer;
let amy: SupabaseClient;
let amyId: string;
const pictures = () => amy.storage.from(TEST_BUCKET);

/** A portrait photo as a phone would send one, in one flat colour so that it costs little to render. */
const portrait = (background: string, width = 1200, height = 1600) =>
  sharp({ create: { width, height, channels: 3, background } }).jpeg({ quality: 90 }).toBuffer();

async function upload(name: string, bytes: Buffer, contentType = 'image/jpeg', upsert = false): Promise<void> {
  const { error } = await pictures().upload(name, bytes, { contentType, upsert });
  if (error) throw error;
}

const publicRender = (name: string, query: string) => `${server.url}/storage/v1/render/image/public/${TEST_BUCKET}/${name}?${query}`;

async function image(res: Response) {
  const bytes = Buffer.from(await res.arrayBuffer());
  const { width, height, format } = await sharp(bytes).metadata();
  const [red, , blue] = (await sharp(bytes).stats()).channels.map((c) => Math.round(c.mean));
  return { bytes, width, height, format, red, blue };
}

async function renderingsOnDisk(): Promise<string[]> {
  const root = path.join(server.dataDir, 'storage-renders');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

beforeAll(async () => {
  server = await startStorageTestServer();
  await createTestBucket(server);
  await server.ctx.db.transaction(async (tx) => {
    await tx.query(`insert into storage.buckets (id, name, public) values ($1, $1, false)`, [PRIVATE_BUCKET]);
    const own = `bucket_id = '${PRIVATE_BUCKET}' and owner_id = (select auth.uid())::text`;
    await tx.query(`create policy private_read on storage.objects for select to authenticated using (${own})`);
    await tx.query(`create policy private_insert on storage.objects for insert to authenticated with check (${own})`);
  });
  ({ client: amy, id: amyId } = await server.signUp('amy_render'));
  await upload(`${amyId}/portrait.jpg`, await portrait('#d04020'));
});
afterAll(() => server.close());

describe('rendering a public image', () => {
  it('resizes to the width asked, keeping the aspect ratio, as WebP for a browser that accepts it', async () => {
    const url = pictures().getPublicUrl(`${amyId}/portrait.jpg`, { transform: { width: 400 } }).data.publicUrl;
    expect(url).toBe(publicRender(`${amyId}/portrait.jpg`, 'width=400'));
    const res = await fetch(url, { headers: ACCEPTS_WEBP });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('vary')).toBe('Accept');
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const { width, height, format, bytes } = await image(res);
    expect({ width, height, format }).toEqual({ width: 400, height: 533, format: 'webp' });
    expect(res.headers.get('content-length')).toBe(String(bytes.length));
  });

  it('keeps the stored format with format=origin, or when the client does not accept WebP', async () => {
    const origin = await fetch(publicRender(`${amyId}/portrait.jpg`, 'width=300&format=origin'), { headers: ACCEPTS_WEBP });
    expect(origin.headers.get('content-type')).toBe('image/jpeg');
    expect(origin.headers.get('vary')).toBeNull();
    expect(await image(origin)).toMatchObject({ width: 300, height: 400, format: 'jpeg' });

    const plain = await fetch(publicRender(`${amyId}/portrait.jpg`, 'width=300'), { headers: { Accept: 'image/jpeg,*/*' } });
    expect(plain.headers.get('content-type')).toBe('image/jpeg');
    expect(plain.headers.get('vary')).toBe('Accept');
  });

  it('crops with cover, fits with contain, stretches with fill, and never enlarges', async () => {
    const size = async (query: string) => {
      const { width, height } = await image(await fetch(publicRender(`${amyId}/portrait.jpg`, query)));
      return [width, height];
    };
    expect(await size('width=200&height=200')).toEqual([200, 200]);
    expect(await size('width=200&height=200&resize=contain')).toEqual([150, 200]);
    expect(await size('width=200&height=100&resize=fill')).toEqual([200, 100]);
    expect(await size('width=2000')).toEqual([1200, 1600]);
  });

  it('answers 304 to the ETag of the rendering it sent', async () => {
    const url = publicRender(`${amyId}/portrait.jpg`, 'width=400');
    const first = await fetch(url, { headers: ACCEPTS_WEBP });
    const eTag = first.headers.get('etag')!;
    expect(eTag).toMatch(/^"[0-9a-f]{24}\.w400h0-cover-q80\.webp"$/);
    const again = await fetch(url, { headers: { ...ACCEPTS_WEBP, 'If-None-Match': eTag } });
    expect(again.status).toBe(304);
  });
});

describe('the renderings kept on disk', () => {
  it('serves the second request for a size from the file the first one wrote', async () => {
    await upload(`${amyId}/cached.jpg`, await portrait('#20a040'));
    const url = publicRender(`${amyId}/cached.jpg`, 'width=120');
    const before = await renderingsOnDisk();
    expect((await fetch(url, ACCEPTS_WEBP_INIT)).status).toBe(200);
    const written = (await renderingsOnDisk()).filter((file) => !before.includes(file));
    expect(written).toHaveLength(1);
    // Only a server that reads the kept file can answer with what was written over it.
    await writeFile(written[0], 'kept rendering');
    const second = await fetch(url, ACCEPTS_WEBP_INIT);
    expect(await second.text()).toBe('kept rendering');
  });

  it('never serves a rendering of a replaced file, and forgets the renderings of a removed one', async () => {
    const name = `${amyId}/replaced.jpg`;
    await upload(name, await portrait('#e01010'));
    const url = publicRender(name, 'width=100');
    expect(await image(await fetch(url))).toMatchObject({ width: 100, height: 133 });

    await upload(name, await portrait('#1010e0', 800, 800), 'image/jpeg', true);
    const replaced = await image(await fetch(url));
    expect(replaced).toMatchObject({ width: 100, height: 100 });
    expect(replaced.blue).toBeGreaterThan(200);
    expect(replaced.red).toBeLessThan(50);

    const folderCount = (await renderingsOnDisk()).length;
    await pictures().remove([name]);
    expect((await renderingsOnDisk()).length).toBe(folderCount - 1);
    const gone = await fetch(url);
    expect(gone.status).toBe(400);
    expect(await gone.json()).toMatchObject({ statusCode: '404', message: 'Object not found' });
  });
});

describe('who may have a rendering', () => {
  const name = () => `${amyId}/secret.jpg`;
  beforeAll(async () => {
    const { error } = await amy.storage.from(PRIVATE_BUCKET).upload(name(), await portrait('#808080'), { contentType: 'image/jpeg' });
    if (error) throw error;
  });

  it('gives the owner of a private object its rendering through download({ transform })', async () => {
    const { data, error } = await amy.storage.from(PRIVATE_BUCKET).download(name(), { transform: { width: 64, format: 'origin' } });
    expect(error).toBeNull();
    expect(data!.type).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await data!.arrayBuffer())).metadata()).toMatchObject({ width: 64, height: 85 });
  });

  it('refuses it to a visitor, another member and the public route', async () => {
    const authenticated = `${server.url}/storage/v1/render/image/authenticated/${PRIVATE_BUCKET}/${name()}?width=64`;
    const noKey = await fetch(authenticated);
    expect(noKey.status).toBe(401);

    const visitor = await server.client(server.anonKey).storage.from(PRIVATE_BUCKET).download(name(), { transform: { width: 64 } });
    expect(visitor.error).toMatchObject({ statusCode: '404' });
    const { client: rory } = await server.signUp('rory_render');
    const stranger = await rory.storage.from(PRIVATE_BUCKET).download(name(), { transform: { width: 64 } });
    expect(stranger.error).toMatchObject({ statusCode: '404', message: 'Object not found' });

    const viaPublic = await fetch(`${server.url}/storage/v1/render/image/public/${PRIVATE_BUCKET}/${name()}?width=64`);
    expect(await viaPublic.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });
});

describe('what is refused, before any work', () => {
  const refusal = async (url: string) => {
    const res = await fetch(url);
    expect(res.status).toBe(400);
    return res.json();
  };

  it('refuses parameters out of their range as hosted Storage validates them, and caps sizes', async () => {
    const name = `${amyId}/portrait.jpg`;
    expect(await refusal(publicRender(name, 'width=400&quality=10'))).toEqual({
      statusCode: '400',
      code: 'InvalidRequest',
      error: 'Error',
      message: 'querystring/quality must be >= 20',
    });
    expect(await refusal(publicRender(name, 'width=wide'))).toMatchObject({ message: 'querystring/width must be integer' });
    expect(await refusal(publicRender(name, 'resize=stretch'))).toMatchObject({ message: 'querystring/resize must be equal to one of the allowed values' });
    expect(await refusal(publicRender(name, 'format=png'))).toMatchObject({ message: 'querystring/format must be equal to one of the allowed values' });
    // Sizes beyond 2500 are capped, not refused (and the picture is not enlarged).
    const capped = await fetch(publicRender(name, 'width=99999'), { headers: ACCEPTS_WEBP });
    expect(capped.headers.get('etag')).toContain('.w2500h0-cover-q80.webp');
  });

  it('refuses a picture of more than 50 megapixels from its header alone', async () => {
    // A PNG whose header claims 10,000 × 10,000 pixels: refused without decoding a pixel.
    const png = Buffer.from(await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } }).png().toBuffer());
    png.writeUInt32BE(10_000, 16);
    png.writeUInt32BE(10_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    await upload(`${amyId}/huge.png`, png, 'image/png');
    expect(await refusal(publicRender(`${amyId}/huge.png`, 'width=100'))).toMatchObject({
      statusCode: '400',
      message: 'The source image resolution is too large to process',
    });
  });

  it('refuses a file over 25 MB', async () => {
    await upload(`${amyId}/heavy.jpg`, await portrait('#404040', 40, 40));
    // The bucket takes 5 MB at most: the file grows on disk, as a bigger bucket's upload would leave it.
    await truncate(path.join(server.dataDir, 'storage', TEST_BUCKET, amyId, 'heavy.jpg'), 26 * 1024 * 1024);
    expect(await refusal(publicRender(`${amyId}/heavy.jpg`, 'width=100'))).toMatchObject({
      message: 'The source image file is too large to process',
    });
  });

  it('refuses objects that are not images it can render', async () => {
    const notJpeg = Buffer.alloc(2048, 0x2a);
    notJpeg.set([0xff, 0xd8, 0xff, 0xe0], 0);
    await upload(`${amyId}/broken.jpg`, notJpeg);
    const unsupported = { statusCode: '400', code: 'InvalidRequest', message: 'The source image is invalid or unsupported for rendering' };
    expect(await refusal(publicRender(`${amyId}/broken.jpg`, 'width=100'))).toEqual({ ...unsupported, error: 'InvalidRequest' });

    const admin = server.client(server.serviceRoleKey).storage;
    await admin.createBucket('test-documents', { public: true });
    await admin.from('test-documents').upload('notes.txt', Buffer.from('not a picture'), { contentType: 'text/plain' });
    const text = await refusal(`${server.url}/storage/v1/render/image/public/test-documents/notes.txt?width=100`);
    expect(text).toMatchObject(unsupported);
  });

  it('renders a picture stored under another type by what its bytes are', async () => {
    // supabase-js sends a Buffer without a content type as text/plain; a bucket without a type list keeps it.
    const admin = server.client(server.serviceRoleKey).storage;
    await admin.createBucket('test-anything', { public: true });
    await admin.from('test-anything').upload('photo', await portrait('#336699', 40, 60), { contentType: 'text/plain' });
    const res = await fetch(`${server.url}/storage/v1/render/image/public/test-anything/photo?width=20&format=origin`);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ width: 20, height: 30 });
  });
});

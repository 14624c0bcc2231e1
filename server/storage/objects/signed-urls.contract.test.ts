import type { SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { signUrlToken } from './signed-url-token';
import { PNG_1X1, startStorageTestServer, type StorageTestServer } from '../../testing/storage-test-server';

// Signed URLs through supabase-js's own storage client (createSignedUrl(s), createSignedUploadUrl,
// uploadToSignedUrl), as hosted Storage answers them: docs/local-backend.md, Storage.
let server: StorageTestServer;
let amy: SupabaseClient;
let amyId: string;
let rory: SupabaseClient;
const BUCKET = 'private-notes';
const notes = (client: SupabaseClient = amy) => client.storage.from(BUCKET);

beforeAll(async () => {
  server = await startStorageTestServer();
  // A private bucket where each member reads and writes only her own folder.
  const own = `bucket_id = '${BUCKET}' and (storage.foldername(name))[1] = (select auth.uid())::text`;
  await server.ctx.db.transaction(async (tx) => {
    await tx.query(`insert into storage.buckets (id, name, public) values ($1, $1, false)`, [BUCKET]);
    await tx.query(`create policy notes_read on storage.objects for select to authenticated using (${own})`);
    await tx.query(`create policy notes_insert on storage.objects for insert to authenticated with check (${own})`);
    await tx.query(`create policy notes_update on storage.objects for update to authenticated using (${own}) with check (${own})`);
  });
  ({ client: amy, id: amyId } = await server.signUp('amy_pond'));
  ({ client: rory } = await server.signUp('rory_williams'));
  const { error } = await notes().upload(`${amyId}/dot.png`, new Blob([PNG_1X1], { type: 'image/png' }));
  if (error) throw error;
});
afterAll(() => server.close());

const fetchBytes = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
};

describe('createSignedUrl', () => {
  it('gives a URL anyone may read the private object with, without a session', async () => {
    const { data, error } = await notes().createSignedUrl(`${amyId}/dot.png`, 60);
    expect(error).toBeNull();
    expect(data?.signedUrl).toMatch(new RegExp(`^${server.url}/storage/v1/object/sign/${BUCKET}/${amyId}/dot\\.png\\?token=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
    expect(await fetchBytes(data!.signedUrl)).toEqual({ status: 200, type: 'image/png', bytes: PNG_1X1 });
    // Without the token the object stays private.
    expect((await fetch(`${server.url}/storage/v1/object/public/${BUCKET}/${amyId}/dot.png`)).status).toBe(400);
  });

  it('is refused to a member her policies do not let read it, as an object not found', async () => {
    const { error } = await notes(rory).createSignedUrl(`${amyId}/dot.png`, 60);
    expect(error).toMatchObject({ message: 'Object not found' });
  });

  it('refuses a forged, another object’s, an upload’s and an expired token in Storage’s words', async () => {
    const { data } = await notes().createSignedUrl(`${amyId}/dot.png`, 60);
    const url = new URL(data!.signedUrl);
    const token = url.searchParams.get('token')!;
    const answer = async (path: string, tokenToUse: string) => {
      const res = await fetch(`${server.url}/storage/v1/object/sign/${path}?token=${tokenToUse}`);
      return [res.status, await res.json()];
    };
    const forged = token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect(await answer(`${BUCKET}/${amyId}/dot.png`, forged)).toEqual([400, expect.objectContaining({ statusCode: '400', error: 'InvalidJWT' })]);
    expect(await answer(`${BUCKET}/${amyId}/other.png`, token)).toEqual([400, expect.objectContaining({ error: 'InvalidSignature', message: 'Invalid signature' })]);
    const secret = server.ctx.config.jwtSecret;
    const upload = await signUrlToken({ scope: 'upload', url: `${BUCKET}/${amyId}/dot.png`, upsert: true }, secret, 60);
    expect(await answer(`${BUCKET}/${amyId}/dot.png`, upload)).toEqual([
      400,
      expect.objectContaining({ error: 'InvalidSignature', message: 'Token is not scoped for download' }),
    ]);
    const expired = await signUrlToken({ scope: 'download', url: `${BUCKET}/${amyId}/dot.png` }, secret, -1);
    expect(await answer(`${BUCKET}/${amyId}/dot.png`, expired)).toEqual([
      400,
      expect.objectContaining({ error: 'ExpiredToken', message: 'The provided token has expired.' }),
    ]);
  });

  it('refuses an expiry that is not a whole number of seconds from 1', async () => {
    for (const expiresIn of [0, -5, Number.MAX_SAFE_INTEGER]) {
      const { error } = await notes().createSignedUrl(`${amyId}/dot.png`, expiresIn);
      expect(error).toMatchObject({ message: 'Invalid Parameter expiresIn' });
    }
  });

  it('signs a transformation: the URL renders the image as asked', async () => {
    const square = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#c05' } }).png().toBuffer();
    await notes().upload(`${amyId}/square.png`, new Blob([square], { type: 'image/png' }));
    const { data, error } = await notes().createSignedUrl(`${amyId}/square.png`, 60, { transform: { width: 10, height: 10, format: 'origin' } });
    expect(error).toBeNull();
    expect(data?.signedUrl).toContain(`/storage/v1/render/image/sign/${BUCKET}/${amyId}/square.png?token=`);
    const rendered = await fetchBytes(data!.signedUrl);
    expect([rendered.status, rendered.type]).toEqual([200, 'image/png']);
    expect(await sharp(rendered.bytes).metadata()).toMatchObject({ width: 10, height: 10 });
  });
});

describe('createSignedUrls', () => {
  it('answers each path: a URL for hers, an error for one she may not read or that is missing', async () => {
    const { data, error } = await notes().createSignedUrls([`${amyId}/dot.png`, `${amyId}/missing.png`], 60);
    expect(error).toBeNull();
    expect(data).toEqual([
      { error: null, path: `${amyId}/dot.png`, signedURL: expect.stringContaining('/object/sign/'), signedUrl: expect.stringContaining('?token=') },
      { error: 'Either the object does not exist or you do not have access to it', path: `${amyId}/missing.png`, signedURL: null, signedUrl: null },
    ]);
    expect((await fetchBytes(data![0].signedUrl!)).bytes).toEqual(PNG_1X1);
    const strangers = await notes(rory).createSignedUrls([`${amyId}/dot.png`], 60);
    expect(strangers.data?.[0]).toMatchObject({ signedURL: null, error: expect.any(String) });
  });
});

describe('signed uploads', () => {
  it('lets whoever holds the URL upload that one object, stored as the member who asked for it', async () => {
    const { data, error } = await notes().createSignedUploadUrl(`${amyId}/from-phone.png`);
    expect(error).toBeNull();
    expect(data).toEqual({ signedUrl: expect.stringContaining(`/object/upload/sign/${BUCKET}/${amyId}/from-phone.png?token=`), path: `${amyId}/from-phone.png`, token: expect.any(String) });

    const anonymous = server.client(server.anonKey).storage.from(BUCKET);
    const uploaded = await anonymous.uploadToSignedUrl(`${amyId}/from-phone.png`, data!.token, new Blob([PNG_1X1], { type: 'image/png' }));
    expect(uploaded).toEqual({ data: { path: `${amyId}/from-phone.png`, fullPath: `${BUCKET}/${amyId}/from-phone.png` }, error: null });
    const { rows } = await server.ctx.db.query<{ owner_id: string }>('select owner_id from storage.objects where bucket_id = $1 and name = $2', [BUCKET, `${amyId}/from-phone.png`]);
    expect(rows).toEqual([{ owner_id: amyId }]);

    // Another name, or a second upload without upsert, is refused.
    const elsewhere = await anonymous.uploadToSignedUrl(`${amyId}/other.png`, data!.token, new Blob([PNG_1X1], { type: 'image/png' }));
    expect(elsewhere.error).toMatchObject({ message: 'Invalid signature' });
    const again = await anonymous.uploadToSignedUrl(`${amyId}/from-phone.png`, data!.token, new Blob([PNG_1X1], { type: 'image/png' }));
    expect(again.error).toMatchObject({ message: 'The resource already exists' });
  });

  it('is refused to a member whose policies would not let her upload there, and for a download token', async () => {
    const { error } = await notes(rory).createSignedUploadUrl(`${amyId}/sneaky.png`);
    expect(error?.message).toMatch(/row-level security/);
    const { data } = await notes().createSignedUrl(`${amyId}/dot.png`, 60);
    const downloadToken = new URL(data!.signedUrl).searchParams.get('token')!;
    const replay = await server.client(server.anonKey).storage.from(BUCKET).uploadToSignedUrl(`${amyId}/dot.png`, downloadToken, new Blob([PNG_1X1]));
    expect(replay.error).toMatchObject({ message: 'Token is not scoped for upload' });
  });
});

it('answers listV2, which this server does not have, with Storage’s 404 instead of an upload to a bucket named list-v2', async () => {
  const res = await fetch(`${server.url}/storage/v1/object/list-v2/${BUCKET}`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect([res.status, await res.json()]).toEqual([404, expect.objectContaining({ message: `Route POST:/storage/v1/object/list-v2/${BUCKET} not found` })]);
});

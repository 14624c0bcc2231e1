import type { SupabaseClient } from '@supabase/supabase-js';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PNG_1X1, startStorageTestServer, type StorageTestServer } from '../../testing/storage-test-server';

let server: StorageTestServer;
let service: SupabaseClient;
let user: SupabaseClient;

beforeAll(async () => {
  server = await startStorageTestServer();
  service = server.client(server.serviceRoleKey);
  user = (await server.signUp('bucket_user')).client;
});
afterAll(() => server.close());

describe('buckets through storage-js', () => {
  it('lets the service role create a bucket, then get and list it', async () => {
    const created = await service.storage.createBucket('documents', {
      public: false,
      fileSizeLimit: '1MB',
      allowedMimeTypes: ['application/pdf', 'image/*'],
    });
    expect(created).toEqual({ data: { name: 'documents' }, error: null });

    const { data: bucket, error } = await service.storage.getBucket('documents');
    expect(error).toBeNull();
    expect(bucket).toMatchObject({
      id: 'documents',
      name: 'documents',
      public: false,
      file_size_limit: 1_000_000,
      allowed_mime_types: ['application/pdf', 'image/*'],
    });
    expect(new Date(bucket!.created_at).getTime()).toBeGreaterThan(0);

    const listed = await service.storage.listBuckets();
    // The service role lists private buckets too (the migrations' support-screenshots and verification-selfies among them).
    expect(listed.data?.map((b) => b.id).sort()).toEqual(['documents', 'profile-photos', 'support-screenshots', 'verification-selfies']);
    const searched = await service.storage.listBuckets({ search: 'photo', sortColumn: 'name', sortOrder: 'desc' });
    expect(searched.data?.map((b) => b.id)).toEqual(['profile-photos']);
  });

  it('shows users and visitors the public buckets only, as the bucket policy says', async () => {
    const anon = server.client(server.anonKey);
    for (const client of [user, anon]) {
      const { data, error } = await client.storage.listBuckets();
      expect(error).toBeNull();
      expect(data?.map((b) => b.id)).toEqual(['profile-photos']);
      expect(data?.[0]).toMatchObject({ public: true, file_size_limit: 5 * 1024 * 1024, allowed_mime_types: ['image/*'] });
    }
    const hidden = await user.storage.getBucket('documents');
    expect(hidden.data).toBeNull();
    expect(hidden.error).toMatchObject({ name: 'StorageApiError', status: 400, statusCode: '404', message: 'Bucket not found' });
  });

  it('refuses bucket changes by a signed-in user with row-level security', async () => {
    const { data, error } = await user.storage.createBucket('mine', { public: true });
    expect(data).toBeNull();
    expect(error).toMatchObject({
      name: 'StorageApiError',
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    expect((await user.storage.deleteBucket('profile-photos')).error).toMatchObject({ statusCode: '404' });
    expect((await service.storage.getBucket('profile-photos')).data).toMatchObject({ id: 'profile-photos' });
  });

  it('refuses a duplicate bucket, a bad name and a limit over the global one', async () => {
    expect((await service.storage.createBucket('documents')).error).toMatchObject({
      statusCode: '409',
      message: 'The resource already exists',
    });
    expect((await service.storage.createBucket(' spaced ')).error).toMatchObject({ statusCode: '400' });
    expect((await service.storage.createBucket('huge', { public: false, fileSizeLimit: '60MB' })).error).toMatchObject({
      statusCode: '413',
    });
  });

  it('serves a private bucket’s objects only to callers its policies allow', async () => {
    const docs = service.storage.from('documents');
    expect((await docs.upload('private/pixel.png', PNG_1X1, { contentType: 'image/png' })).error).toBeNull();
    const { data: blob } = await docs.download('private/pixel.png');
    expect(Buffer.from(await blob!.arrayBuffer())).toEqual(PNG_1X1);

    const publicRead = await fetch(docs.getPublicUrl('private/pixel.png').data.publicUrl);
    expect(publicRead.status).toBe(400);
    expect(await publicRead.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
    const userRead = await user.storage.from('documents').download('private/pixel.png');
    expect(userRead.error).toMatchObject({ statusCode: '404', message: 'Object not found' });
    expect((await docs.remove(['private/pixel.png'])).data).toHaveLength(1);
  });

  it('updates, empties and deletes a bucket, files included', async () => {
    expect(await service.storage.updateBucket('documents', { public: true, fileSizeLimit: 2048 })).toEqual({
      data: { message: 'Successfully updated' },
      error: null,
    });
    expect((await service.storage.getBucket('documents')).data).toMatchObject({
      public: true,
      file_size_limit: 2048,
      allowed_mime_types: ['application/pdf', 'image/*'],
    });

    const upload = await service.storage.from('documents').upload('a/b/pixel.png', PNG_1X1, { contentType: 'image/png' });
    expect(upload.error).toBeNull();
    const folder = path.join(server.dataDir, 'storage', 'documents');
    expect(existsSync(path.join(folder, 'a', 'b', 'pixel.png'))).toBe(true);

    expect((await service.storage.deleteBucket('documents')).error).toMatchObject({
      statusCode: '409',
      message: 'The bucket you tried to delete is not empty',
    });
    expect((await service.storage.emptyBucket('documents')).data).toEqual({ message: 'Empty bucket has been queued. Completion may take up to an hour.' });
    expect(existsSync(path.join(folder, 'a'))).toBe(false);
    expect((await service.storage.deleteBucket('documents')).data).toEqual({ message: 'Successfully deleted' });
    expect(existsSync(folder)).toBe(false);
    expect((await service.storage.getBucket('documents')).error).toMatchObject({ statusCode: '404' });
  });
});

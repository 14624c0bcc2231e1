import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AppOptions } from '../app';
import { closeWithFile } from './open-resources';
import { createTestClient } from './test-client';
import { startTestServer, type TestServer } from './test-server';

export interface StorageTestServer extends TestServer {
  /** Where this server keeps its files: a temporary folder removed by close(). */
  dataDir: string;
  /** A new account, signed in through supabase-js. */
  signUp(username: string): Promise<{ client: SupabaseClient; id: string }>;
  /** supabase-js with the given key and no session (anon or service role). */
  client(key: string): SupabaseClient;
}

/** The whole server with its files in a temporary folder, for storage contract tests. */
export async function startStorageTestServer(options: AppOptions = {}): Promise<StorageTestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ascend-storage-'));
  const removeDataDir = closeWithFile(() => rm(dataDir, { recursive: true, force: true }));
  const server = await startTestServer({ ...options, config: { dataDir } });
  return {
    ...server,
    dataDir,
    client: (key) => createTestClient(server.url, key),
    async signUp(username) {
      const client = createTestClient(server.url, server.anonKey);
      const { data, error } = await client.auth.signUp({
        email: `${username}@example.com`,
        password: 'Picture2024',
        options: { data: { username, first_name: 'Test', last_name: 'User', birth_date: '1990-05-17' } },
      });
      if (error || !data.user) throw error ?? new Error('sign-up returned no user');
      return { client, id: data.user.id };
    },
    close: closeWithFile(async () => {
      await server.close();
      await removeDataDir();
    }),
  };
}

/** A complete 1×1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Bytes that start like a JPEG: enough for the magic-number check, which is all the server reads. */
export function jpegLike(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x2a);
  bytes.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return bytes;
}

/**
 * A public image bucket with the simplest folder rules (anyone reads and lists, users write in
 * `{uid}/…`), so these tests exercise the storage surface rather than the app's photo rules.
 */
export const TEST_BUCKET = 'test-pictures';

export async function createTestBucket(server: TestServer): Promise<void> {
  const own = `bucket_id = '${TEST_BUCKET}' and (storage.foldername(name))[1] = (select auth.uid())::text`;
  await server.ctx.db.transaction(async (tx) => {
    await tx.query(
      `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
       values ($1, $1, true, 5242880, array['image/*'])`,
      [TEST_BUCKET],
    );
    await tx.query(`create policy test_read on storage.objects for select to anon, authenticated using (bucket_id = '${TEST_BUCKET}')`);
    await tx.query(`create policy test_insert on storage.objects for insert to authenticated with check (${own})`);
    await tx.query(`create policy test_update on storage.objects for update to authenticated using (${own}) with check (${own})`);
    await tx.query(`create policy test_delete on storage.objects for delete to authenticated using (${own})`);
  });
}

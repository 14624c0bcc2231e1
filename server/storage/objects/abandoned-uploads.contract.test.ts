import type { SupabaseClient } from '@supabase/supabase-js';
import { access } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { createApp } from '../../app';
import { sleep } from '../../testing/inbox';
import { jpegLike, PNG_1X1, startStorageTestServer, type StorageTestServer } from '../../testing/storage-test-server';
import { objectFile } from '../file-locations';
import { createStorageEnv } from '../index';
import type { StorageEnv } from '../storage-request';
import { ABANDONED_AFTER_MS, startAbandonedUploadSweep, SWEEP_EVERY_MS, sweepAbandonedUploads } from './abandoned-uploads';

// Uploads that never became a photo are deleted, rows and files, an hour after they were written.

let server: StorageTestServer;
let env: StorageEnv;
let member: { client: SupabaseClient; id: string };

beforeAll(async () => {
  server = await startStorageTestServer();
  env = createStorageEnv(server.ctx);
  member = await server.signUp('amy_sweep');
});
afterAll(() => server.close());

async function upload(): Promise<string> {
  const name = `${member.id}/${randomUUID()}.jpg`;
  const { error } = await member.client.storage.from('profile-photos').upload(name, jpegLike(2048), { contentType: 'image/jpeg' });
  if (error) throw error;
  return name;
}

async function recordPhoto(name: string): Promise<void> {
  const url = member.client.storage.from('profile-photos').getPublicUrl(name).data.publicUrl;
  const { error } = await member.client.from('photos').insert({ user_id: member.id, url });
  if (error) throw error;
}

/** Moves the object's times back, as if it had been uploaded that long ago. */
const age = (name: string, ms: number) =>
  server.ctx.db.query(
    `update storage.objects set created_at = now() - make_interval(secs => $2), updated_at = now() - make_interval(secs => $2) where name = $1`,
    [name, ms / 1000],
  );

/** Whether the object's row and its file are still there. */
async function stored(name: string, bucket = 'profile-photos'): Promise<[row: boolean, file: boolean]> {
  const { rows } = await server.ctx.db.query(`select 1 from storage.objects where bucket_id = $1 and name = $2`, [bucket, name]);
  const file = await access(objectFile(env.files, bucket, name)!).then(() => true, () => false);
  return [rows.length === 1, file];
}

async function uploadScreenshot(): Promise<string> {
  const name = `${member.id}/${randomUUID()}.png`;
  const { error } = await member.client.storage.from('support-screenshots').upload(name, PNG_1X1, { contentType: 'image/png' });
  if (error) throw error;
  return name;
}

describe('the sweep of abandoned uploads', () => {
  it('deletes an upload no photo names once it is an hour old, and keeps photos and fresh uploads', async () => {
    const abandoned = await upload();
    const photo = await upload();
    await recordPhoto(photo);
    const fresh = await upload();
    await age(abandoned, ABANDONED_AFTER_MS + 60_000);
    await age(photo, 3 * ABANDONED_AFTER_MS);
    await age(fresh, ABANDONED_AFTER_MS - 60_000);

    expect(await sweepAbandonedUploads(env)).toEqual([abandoned]);
    expect(await stored(abandoned)).toEqual([false, false]);
    expect(await stored(photo)).toEqual([true, true]);
    expect(await stored(fresh)).toEqual([true, true]);

    // The clock is a parameter: two minutes later the fresh upload is abandoned too.
    expect(await sweepAbandonedUploads(env, { now: new Date(Date.now() + 120_000) })).toEqual([fresh]);
    expect(await stored(photo)).toEqual([true, true]);
  });

  it('deletes a support screenshot no request names, and keeps the one a request sent', async () => {
    const [sent, abandoned] = [await uploadScreenshot(), await uploadScreenshot()];
    const { error } = await member.client.rpc('create_support_request', { subject: 'Help', message: 'See the picture', screenshot_path: sent });
    expect(error).toBeNull();
    await age(sent, 2 * ABANDONED_AFTER_MS);
    await age(abandoned, 2 * ABANDONED_AFTER_MS);
    expect(await sweepAbandonedUploads(env)).toEqual([abandoned]);
    expect(await stored(abandoned, 'support-screenshots')).toEqual([false, false]);
    expect(await stored(sent, 'support-screenshots')).toEqual([true, true]);
  });

  it('runs on its timer until stopped', async () => {
    const sweep = startAbandonedUploadSweep(env, 50);
    try {
      const first = await upload();
      await age(first, 2 * ABANDONED_AFTER_MS);
      // A busy machine may take seconds for the first round: wait for it, up to 20 s. A round deletes
      // the row, then the file: wait for both.
      const until = Date.now() + 20_000;
      while ((await stored(first)).some(Boolean) && Date.now() < until) await sleep(50);
      expect(await stored(first)).toEqual([false, false]);
    } finally {
      await sweep.stop();
    }
    const later = await upload();
    await age(later, 2 * ABANDONED_AFTER_MS);
    await sleep(100);
    expect(await stored(later)).toEqual([true, true]);
    await sweepAbandonedUploads(env);
  });

  it('is started by the app on a timer that never keeps the process alive, and stopped when the app closes', async () => {
    const setInterval = jest.spyOn(globalThis, 'setInterval');
    const clearInterval = jest.spyOn(globalThis, 'clearInterval');
    try {
      const app = createApp(server.ctx);
      const index = setInterval.mock.calls.findIndex(([, delay]) => delay === SWEEP_EVERY_MS);
      const timer = setInterval.mock.results[index].value as NodeJS.Timeout;
      expect(timer.hasRef()).toBe(false);
      expect(clearInterval).not.toHaveBeenCalledWith(timer);
      await app.close();
      expect(clearInterval).toHaveBeenCalledWith(timer);
    } finally {
      setInterval.mockRestore();
      clearInterval.mockRestore();
    }
  });
});

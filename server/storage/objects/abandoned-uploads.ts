import type { StorageEnv } from '../storage-request';
import { removeFiles } from './remove-objects';

/**
 * The buckets whose uploads are meant to become something, and the database function that lists
 * those that did not: photos no photos row names (supabase/schemas/photos), screenshots no support
 * request names (supabase/schemas/support). Constants: the function's name is written into the query.
 */
const SWEPT_BUCKETS = [
  { bucket: 'profile-photos', unreferenced: 'private.unreferenced_photo_objects' },
  { bucket: 'support-screenshots', unreferenced: 'private.unreferenced_support_screenshots' },
] as const;
/**
 * How long an upload may wait for the row that names it. The app writes the row right after the
 * upload; an hour leaves a slow or retrying client all the time it needs.
 */
export const ABANDONED_AFTER_MS = 60 * 60 * 1000;
export const SWEEP_EVERY_MS = 10 * 60 * 1000;
// One batch per lock: uploads to the bucket wait for the lock, so a large backlog goes in short steps.
const BATCH = 200;

export interface SweepOptions {
  now?: Date;
  olderThanMs?: number;
}

/**
 * Deletes the uploads that never became a photo or a support request's screenshot (objects no row
 * names, last written more than `olderThanMs` before `now`), a deleted account's included: their
 * rows, then their files, under the bucket's lock like a removal. Returns their names. Without it, a
 * member's abandoned uploads would count against her folder's quota and fill the disk.
 */
export async function sweepAbandonedUploads(
  env: StorageEnv,
  { now = new Date(), olderThanMs = ABANDONED_AFTER_MS }: SweepOptions = {},
): Promise<string[]> {
  const writtenBefore = new Date(now.getTime() - olderThanMs);
  const swept: string[] = [];
  for (const { bucket, unreferenced } of SWEPT_BUCKETS) {
    for (;;) {
      const batch = await env.locks.run(bucket, async () => {
        const { rows } = await env.ctx.db.query<{ name: string }>(
          `delete from storage.objects
            where bucket_id = $1 and name in (select ${unreferenced}($2, $3))
            returning name`,
          [bucket, writtenBefore, BATCH],
        );
        await removeFiles(env, bucket, rows);
        return rows;
      });
      swept.push(...batch.map((row) => row.name));
      if (batch.length < BATCH) break;
    }
  }
  return swept;
}

/** Sweeps every few minutes until stopped; the timer never keeps the process alive. */
export function startAbandonedUploadSweep(env: StorageEnv, everyMs = SWEEP_EVERY_MS): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= sweepAbandonedUploads(env)
      .then(() => undefined)
      .catch((error: unknown) => console.error('storage: sweeping abandoned uploads failed:', error))
      .finally(() => {
        running = undefined;
      });
  }, everyMs);
  timer.unref();
  return {
    // A sweep under way finishes first: the database is closed after the server.
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

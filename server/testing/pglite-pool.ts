import { AsyncResource } from 'node:async_hooks';
import { openPglite } from '../db/pglite-engine';
import type { DatabaseLease, FileDatabases } from './file-databases';
import { migratedSnapshot } from './migrated-snapshot';
import { PooledLease, within, type Pooled } from './pooled-lease';
import { restoreSnapshotState } from './restore-snapshot';
import { recordSnapshotState } from './snapshot-state';

/**
 * Nearly every file holds one database at a time (two files start several servers at once): the
 * extra copies, 210 MB each, are closed when released.
 */
const MAX_IDLE = 1;
/** How long a restore may take before the copy is given up. */
const RESTORE_MS = 15_000;
/** How long a broken copy may take to close before it is left to the garbage collector. */
const CLOSE_MS = 2_000;

let opened = 0;
const idle: Pooled[] = [];

// Opened in the worker's own async context: a pooled PGlite keeps promises from its start, and those
// would otherwise keep the async context (and so the realm) of the test file that opened it alive.
const workerContext = new AsyncResource('ascend.pglitePool');

async function open(): Promise<Pooled> {
  const pg = await workerContext.runInAsyncScope(async () => openPglite({ loadDataDir: await migratedSnapshot() }));
  try {
    return { id: ++opened, pg, state: await recordSnapshotState(pg) };
  } catch (error) {
    await pg.close().catch(() => undefined);
    throw error;
  }
}

async function close(pooled: Pooled): Promise<void> {
  await within(pooled.pg.close().catch(() => undefined), CLOSE_MS, undefined);
}

/** Takes a copy back from a file: restored to the snapshot and kept, or closed. */
async function takeBack(pooled: Pooled, settled: boolean): Promise<void> {
  const problem = settled
    ? await within(
        restoreSnapshotState(pooled.pg, pooled.state).catch((error: Error) => `restoring failed: ${error.message}`),
        RESTORE_MS,
        'restoring took too long',
      )
    : 'a query of the file was still running';
  if (problem === undefined && !pooled.pg.closed && idle.length < MAX_IDLE) idle.push(pooled);
  else await close(pooled);
}

/**
 * The migrated PGlite databases of one Jest worker, shared by the test files it runs one after another.
 *
 * Loading the snapshot into a new PGlite costs about half a second of CPU, mostly in JavaScript
 * (unpacking the data directory into Emscripten's file system) and in WebAssembly code not yet
 * optimized; bringing a used copy back to the snapshot costs a few hundredths. This module is loaded
 * by the server tier's Jest environment (jest-environment.ts) in the worker's own module system, so
 * its state outlives each file's module registry; each file gets a `FileDatabases` on its global.
 *
 * A file may hold several databases at once (one per test server); each is its own until released.
 * Released, a copy goes back to the snapshot (restore-snapshot.ts) and waits for the next file; one
 * the file changed the schema of, or that cannot be restored, is closed instead.
 *
 * This is one file's access to the pool; the environment ends it when the file ends.
 */
export function databasesForFile(): FileDatabases {
  const leases = new Set<DatabaseLease>();
  let ended = false;
  const refuse = () => new Error('this test file has ended: it cannot open another database');
  return {
    async acquire() {
      if (ended) throw refuse();
      const lease = new PooledLease(idle.pop() ?? (await open()), takeBack);
      leases.add(lease);
      if (!ended) return lease;
      await lease.release();
      throw refuse();
    },
    async end() {
      ended = true;
      await Promise.all([...leases].map((lease) => lease.release()));
    },
  };
}

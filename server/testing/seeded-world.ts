import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { storageDir } from '../db/paths';
import { seedDatabase } from '../db/seed';
import { recordStorageOrigins } from '../db/storage-origins';
import type { Database } from '../db/types';
import { closeWithFile } from './open-resources';
import { createTestDatabase } from './test-database';

export const SEED_ORIGIN = 'http://127.0.0.1:3000';

/**
 * A test database seeded as `npm run db:reset` seeds a data directory (the demo accounts and the demo
 * world, photos stored under a temporary data directory), made before the file's tests and removed
 * after them. Seeding takes seconds on two shared cores: the caller raises Jest's timeout.
 */
export function useSeededWorld(): SeededWorld {
  const world = {} as SeededWorld;
  let removeDataDir = async () => {};
  beforeAll(async () => {
    world.db = await createTestDatabase();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ascend-seed-'));
    removeDataDir = closeWithFile(() => rm(dataDir, { recursive: true, force: true }));
    world.photoDir = path.join(storageDir(dataDir), 'profile-photos');
    await recordStorageOrigins(world.db, [SEED_ORIGIN]);
    await seedDatabase(world.db, { dataDir, origin: SEED_ORIGIN });
  });
  afterAll(async () => {
    await world.db?.close();
    await removeDataDir();
  });
  return world;
}

export interface SeededWorld {
  /** Set once the file's beforeAll ran. */
  db: Database;
  /** Where the seeded photos' files are. */
  photoDir: string;
}

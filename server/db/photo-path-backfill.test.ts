import type { PGlite } from '@electric-sql/pglite';
import { randomUUID } from 'node:crypto';
import { closeWithFile } from '../testing/open-resources';
import { bootstrap } from './bootstrap';
import { migrate, readMigrations } from './migrate';
import { openPglite, pgliteEngine } from './pglite-engine';
import { insertAuthUsers } from './seed/auth-users';
import { insertPhotoFiles, publicPhotoUrl } from './seed/photo-objects';
import { recordStorageOrigins } from './storage-origins';
import type { Engine } from './types';

// Photos saved before storage_path was derived from their URL must not look abandoned to the sweep
// of unreferenced uploads (supabase/migrations/20261126100000_profile_photo_folder_quota.sql).

jest.setTimeout(120_000);

const QUOTA_MIGRATION = '20261126100000';
const ORIGIN = 'https://project.storage.test';
let pg: PGlite;
let engine: Engine;

beforeAll(async () => {
  pg = await openPglite({});
  closeWithFile(() => pg.close());
  engine = pgliteEngine(pg);
  await bootstrap(engine);
  await migrate(engine, (await readMigrations()).filter((m) => m.version < QUOTA_MIGRATION));
});

it('gives older photos their storage path, so their files are never swept', async () => {
  const userId = randomUUID();
  const [legacy] = await engine.transaction(async (tx) => {
    await insertAuthUsers(tx, [{ id: userId, email: 'legacy@example.com', metadata: { username: 'legacy_photo' } }], 'x');
    await recordStorageOrigins(tx, [ORIGIN]);
    const stored = await insertPhotoFiles(tx, [{ userId }]);
    // Written as before the URL check existed: no trigger derives the path.
    await tx.query('set local session_replication_role = replica');
    await tx.query(`insert into public.photos (user_id, url, is_primary, position) values ($1, $2, true, 0)`, [
      userId,
      publicPhotoUrl(ORIGIN, stored[0].name),
    ]);
    await tx.query(`update storage.objects set created_at = now() - interval '1 day', updated_at = now() - interval '1 day'`);
    return stored;
  });

  await migrate(engine);

  const { rows } = await engine.query(`select storage_path from public.photos where user_id = $1`, [userId]);
  expect(rows).toEqual([{ storage_path: legacy.name }]);
  const unreferenced = await engine.query(`select private.unreferenced_photo_objects(now(), 10) as name`);
  expect(unreferenced.rows).toEqual([]);
});

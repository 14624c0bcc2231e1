import type { Tx } from './types';

/**
 * Records the origins this server's storage is served from: a photo's URL must start with one of
 * them (supabase/migrations/…_photos_from_own_storage.sql). Origins recorded earlier stay, so the
 * photos of a data directory once served on another port keep passing the check.
 */
export async function recordStorageOrigins(db: Tx, origins: string[]): Promise<void> {
  if (origins.length === 0) return;
  await db.query(
    'insert into private.storage_origins (origin) select unnest($1::text[]) on conflict (origin) do nothing',
    [origins],
  );
}

import type { Database } from '../db';

/**
 * What the database needs from this server to take subscriptions: the VAPID public key the SPA
 * subscribes with (get_push_public_key), and the local push services allowed this run
 * (private.push_test_origins), which replace any a previous start allowed, so a server started
 * without them allows none.
 */
export async function recordPushSettings(db: Database, publicKey: string, testOrigins: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into private.push_settings (id, vapid_public_key) values (true, $1)
       on conflict (id) do update set vapid_public_key = excluded.vapid_public_key`,
      [publicKey],
    );
    await tx.query('delete from private.push_test_origins');
    await tx.query('insert into private.push_test_origins (origin) select unnest($1::text[])', [testOrigins]);
  });
}

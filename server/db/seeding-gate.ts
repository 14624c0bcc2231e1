import type { Database } from './types';

/**
 * The database as requests see it while the demo data is loading in the background: each statement
 * waits until the seed has settled, so no request sees half a world (a demo member without their
 * profile, a photo row whose file is not written yet). Requests are held, not refused: a sign-in
 * sent during the seed, which takes about a second, succeeds a little later instead of failing.
 */
export function afterSeed(db: Database, seeded: Promise<unknown>): Database {
  let done = false;
  // Whether the seed worked is its owner's to report; requests only wait for it to end.
  const settled = seeded.then(
    () => void (done = true),
    () => void (done = true),
  );
  const ready = async () => {
    if (!done) await settled;
  };
  return {
    query: async (sql, params) => {
      await ready();
      return db.query(sql, params);
    },
    transaction: async (fn) => {
      await ready();
      return db.transaction(fn);
    },
    asRole: async (claims, fn, headers, searchPath) => {
      await ready();
      return db.asRole(claims, fn, headers, searchPath);
    },
    // Notifications need no data: realtime starts listening at once.
    listen: (channel, onPayload) => db.listen(channel, onPayload),
    poolUse: db.poolUse,
    // Closing mid-seed would cut its transaction short.
    close: async () => {
      await ready();
      await db.close();
    },
  };
}

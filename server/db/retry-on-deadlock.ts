const DEADLOCK = '40P01';
const ATTEMPTS = 5;

/**
 * Runs a transaction again when PostgreSQL chose it as a deadlock's victim (40P01: rolled back,
 * nothing applied). The realtime server installs its triggers at start while requests already write
 * the same tables in another order (a sign-in writes auth.sessions, then auth.users); on PostgreSQL
 * one of the two must give way, and either may: the PostgreSQL engine runs every transaction through
 * this (pg-engine.ts). PGlite, one connection, never deadlocks. Tested by
 * server/db/retry-on-deadlock.test.ts.
 */
export async function retryOnDeadlock<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if ((error as { code?: string } | null)?.code !== DEADLOCK || attempt >= ATTEMPTS) throw error;
    }
  }
}

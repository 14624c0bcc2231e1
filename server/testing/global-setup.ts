import { migratedSnapshot } from './migrated-snapshot';
import { ensureTemplate } from './postgres-test-database';

/**
 * Builds the migrated database every test file copies (a PGlite dump, or a PostgreSQL template) once,
 * before the first file starts: on a fresh machine that takes seconds, which no file's hook should pay.
 */
export default async function prepareMigratedDatabase(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) await ensureTemplate(serverUrl);
  else await migratedSnapshot();
}

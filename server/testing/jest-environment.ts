import NodeEnvironment from 'jest-environment-node';
import { FILE_DATABASES, type FileDatabases } from './file-databases';
import { closeLeftOpen } from './open-resources';
import { databasesForFile } from './pglite-pool';

/**
 * Node, plus two things for the server tier:
 * - each file draws its PGlite databases from the worker's pool (pglite-pool.ts; this class is
 *   loaded once per worker, outside the files' module registries), handed to it on its global;
 * - when a file ends, whatever it opened through the test helpers and did not close is closed (see
 *   open-resources.ts), and the databases it still holds go back to the pool, so a failed or
 *   timed-out beforeAll can neither keep the run from exiting nor leave its data to the next file.
 */
export default class ServerTestEnvironment extends NodeEnvironment {
  #databases: FileDatabases | undefined;

  override async setup(): Promise<void> {
    await super.setup();
    // On PostgreSQL each file copies a template database instead (postgres-test-database.ts).
    if (process.env.TEST_DATABASE_URL) return;
    this.#databases = databasesForFile();
    Object.assign(this.global, { [FILE_DATABASES]: this.#databases });
  }

  override async teardown(): Promise<void> {
    try {
      await closeLeftOpen(this.global);
      await this.#databases?.end();
    } finally {
      await super.teardown();
    }
  }
}

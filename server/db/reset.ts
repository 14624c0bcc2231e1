// `npm run db:reset`: deletes the embedded database, then recreates, migrates and seeds it (where the demo world runs).
import { rm } from 'node:fs/promises';
import { readConfig } from '../config';
import { readServerMode } from '../server-mode';
import { openDatabase } from './index';
import { serverOrigins } from '../public-origins';
import { pgliteDir, storageDir, storageRendersDir, storageUploadsDir } from './paths';

async function reset(): Promise<void> {
  const config = readConfig();
  if (config.databaseUrl) {
    throw new Error('db:reset only resets the embedded database: unset DATABASE_URL to use it.');
  }
  const dir = pgliteDir(config.dataDir);
  // Stored files belong to the database's rows: they go with it.
  for (const folder of [dir, storageDir(config.dataDir), storageUploadsDir(config.dataDir), storageRendersDir(config.dataDir)]) {
    await rm(folder, { recursive: true, force: true });
  }
  // The demo world only where the server would seed it (server-mode.ts): not on a public server.
  const { demo } = readServerMode();
  const db = await openDatabase({ dataDir: config.dataDir, seed: demo.on, storageOrigins: serverOrigins(config) });
  await db.close();
  console.log(`Reset the database in ${dir}${demo.on ? ' and loaded the demo data' : ` without demo data (${demo.because})`}.`);
}

reset().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

// `npm run db:remove-demo`: deletes the demo world's accounts from the database the server would open
// (DATA_DIR or DATABASE_URL), e.g. after a server that seeded it was made public. Run it with the
// server stopped: the embedded database takes one process at a time.
import { readConfig } from '../config';
import { serverOrigins } from '../public-origins';
import { openDatabase } from './index';
import { removeDemoAccounts } from './seed';

async function removeDemo(): Promise<void> {
  const config = readConfig();
  const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, seed: false, storageOrigins: serverOrigins(config) });
  try {
    const removed = await removeDemoAccounts(db);
    console.log(removed > 0 ? `Deleted ${removed} demo accounts and everything they held.` : 'The database holds no demo accounts.');
  } finally {
    await db.close();
  }
}

removeDemo().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

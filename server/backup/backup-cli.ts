// `npm run db:backup [-- <folder>]`: the database, stored files and keys into a new folder (docs/deployment.md, Backups).
import path from 'node:path';
import { readConfig } from '../config';
import { backup } from './backup';
import { serverAnswers } from './server-running';

async function main(): Promise<void> {
  const config = readConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const out = path.resolve(process.argv[2] ?? path.join(process.env.BACKUP_DIR ?? 'backups', `ascend-${stamp}`));
  if (!config.databaseUrl && (await serverAnswers(config))) {
    throw new Error(`a server answers at ${config.host}:${config.port}: stop it first (the embedded database is one process's)`);
  }
  const manifest = await backup({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, out });
  const rows = Object.values(manifest.rows).reduce((sum, n) => sum + n, 0);
  console.log(`Backed up ${rows} rows in ${Object.keys(manifest.rows).length} tables and ${Object.keys(manifest.files).length} files to ${out}`);
}

main().catch((error: unknown) => {
  console.error(`db:backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});

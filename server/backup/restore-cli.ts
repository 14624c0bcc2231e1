// `npm run db:restore -- <folder> [--replace]`: a db:backup folder back into DATA_DIR (and DATABASE_URL's database).
import path from 'node:path';
import { readConfig } from '../config';
import { restore } from './restore';
import { serverAnswers } from './server-running';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const from = args.find((arg) => !arg.startsWith('--'));
  if (!from) throw new Error('name the backup folder: npm run db:restore -- backups/ascend-… [--replace]');
  const config = readConfig();
  if (await serverAnswers(config)) throw new Error(`a server answers at ${config.host}:${config.port}: stop it first`);
  const restored = await restore({ from: path.resolve(from), dataDir: config.dataDir, databaseUrl: config.databaseUrl, replace: args.includes('--replace') });
  const rows = Object.values(restored.rows).reduce((sum, n) => sum + n, 0);
  console.log(`Restored ${rows} rows and ${Object.keys(restored.files).length} files from ${from}; every count and hash matches the backup.`);
}

main().catch((error: unknown) => {
  console.error(`db:restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});

import { mkdir } from 'node:fs/promises';
import { createApp } from './app';
import { readConfig } from './config';
import type { ServerContext } from './context';
import { openDatabase } from './db';
import { apiKeys } from './jwt';

/** `npm start`: the SPA and the API surfaces on one origin, data under DATA_DIR. */
async function main(): Promise<void> {
  const config = readConfig();
  // PGlite creates its own folder inside the data directory, not the directory itself.
  await mkdir(config.dataDir, { recursive: true });
  const [keys, db] = await Promise.all([
    apiKeys(config.jwtSecret),
    openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }),
  ]);
  const ctx: ServerContext = { config, db, keys };
  const app = createApp(ctx);
  const { server } = app;

  server.listen(config.port, config.host, () => {
    console.log(`Ascend is running at http://${config.host}:${config.port}`);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

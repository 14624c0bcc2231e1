import { mkdir } from 'node:fs/promises';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import type { ServerContext } from './context';
import { openDatabase } from './db';
import { apiKeys } from './jwt';
import { serverOrigins } from './public-origins';

/** `npm start`: the SPA and the API surfaces on one origin, data under DATA_DIR. */
async function main(): Promise<void> {
  const config = await loadConfig();
  // PGlite creates its own folder inside the data directory, not the directory itself.
  await mkdir(config.dataDir, { recursive: true });
  const [keys, db] = await Promise.all([
    apiKeys(config.jwtSecret),
    openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, storageOrigins: serverOrigins(config) }),
  ]);
  const ctx: ServerContext = { config, db, keys };
  const app = createApp(ctx);
  const { server } = app;

  server.listen(config.port, config.host, () => {
    console.log(`Ascend is running at http://${config.host}:${config.port}`);
    // Said once, so nobody wonders why checkout works without an account.
    if (app.payments) console.log('Payments: the local Stripe stand-in (test card 4242 4242 4242 4242; docs/plans.md)');
    if (app.mail.handler) console.log(`E-mail: the local mailbox at http://${config.host}:${config.port}/_mail (no SMTP_URL; docs/notifications.md)`);
    else if (app.mail.mailbox) console.warn('E-mail: SMTP_URL is not set, so no e-mail leaves this server (password resets and confirmations cannot arrive)');
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
  // A refused setting is the operator's to fix: the message says how, a stack trace would bury it.
  console.error(error instanceof ConfigError ? `Ascend cannot start: ${error.message}` : error);
  process.exit(1);
});

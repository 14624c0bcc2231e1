import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import type { ServerContext } from './context';
import { startDatabase } from './db';
import { apiKeys } from './jwt';
import { serverOrigins } from './public-origins';

/** Seconds since this process started, as the start-up lines print them. */
const uptime = () => `${process.uptime().toFixed(1)} s`;

/** `npm start`: the SPA and the API surfaces on one origin, data under DATA_DIR. */
async function main(): Promise<void> {
  const config = await loadConfig();
  // PGlite creates its own folder inside the data directory, not the directory itself.
  await mkdir(config.dataDir, { recursive: true });
  const [keys, { db, seeded }] = await Promise.all([
    apiKeys(config.jwtSecret),
    startDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, storageOrigins: serverOrigins(config) }),
  ]);
  // A new data directory gets its demo world while the server already answers: requests that reach
  // the database wait for it (server/db/seeding-gate.ts), the app's files do not.
  seeded.then(
    (loaded) => loaded && console.log(`Demo data loaded (in ${uptime()}; its accounts: README.md, Demo accounts)`),
    (error: unknown) => {
      // The seed's transaction rolled back and the database is closed: nothing useful is left to serve.
      console.error('Ascend cannot load the demo data:', error);
      process.exit(1);
    },
  );
  const ctx: ServerContext = { config, db, keys };
  const app = createApp(ctx);
  const { server } = app;

  server.listen(config.port, config.host, () => {
    // The port it got, which differs from config.port when that is 0.
    const { port } = server.address() as AddressInfo;
    console.log(`Ascend is ready at http://${config.host}:${port} (in ${uptime()})`);
    // Said once, so nobody wonders why checkout works without an account.
    if (app.payments) console.log('Payments: the local Stripe stand-in (test card 4242 4242 4242 4242; docs/plans.md)');
    if (app.mail.handler) console.log(`E-mail: the local mailbox at http://${config.host}:${port}/_mail (no SMTP_URL; docs/notifications.md)`);
    else if (app.mail.mailbox) console.warn('E-mail: SMTP_URL is not set, so no e-mail leaves this server (password resets and confirmations cannot arrive)');
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    await app.close();
    // Waits for a seed still loading: its transaction is not cut short.
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

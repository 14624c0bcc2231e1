import cluster from 'node:cluster';
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createApp } from './app';
import { openLeadDoor, readClusterRole } from './cluster/lead-stand-ins';
import { runPrimary } from './cluster/primary';
import { readWorkerCount } from './cluster/worker-count';
import { ConfigError, loadConfig } from './config';
import type { ServerContext } from './context';
import { countDemoAccounts, DEMO_EMAIL_DOMAIN, startDatabase, type Database } from './db';
import { apiKeys } from './jwt';
import { demoAccountsWarning, modeReport } from './mode-report';
import { createLogger } from './observability';
import { dataDirVapidKeys, VAPID_KEYS_FILE, vapidSubject } from './push';
import { serverOrigins } from './public-origins';
import { readServerMode, type ServerMode } from './server-mode';

/** Seconds since this process started, as the start-up lines print them. */
const uptime = () => `${process.uptime().toFixed(1)} s`;

/** Says so when a server others can reach holds demo accounts, whose password anyone can read. */
async function warnOfDemoAccounts(db: Database, mode: ServerMode): Promise<void> {
  try {
    const warning = demoAccountsWarning(mode, await countDemoAccounts(db), DEMO_EMAIL_DOMAIN);
    if (warning) console.warn(warning);
  } catch (error) {
    console.error('Ascend could not count the demo accounts:', error);
  }
}

/** `npm start`: the SPA and the API surfaces on one origin, data under DATA_DIR. */
async function main(): Promise<void> {
  const config = await loadConfig();
  const mode = readServerMode();
  // PGlite creates its own folder inside the data directory, not the directory itself.
  await mkdir(config.dataDir, { recursive: true });
  const [keys, vapid, { db, seeded }] = await Promise.all([
    apiKeys(config.jwtSecret),
    dataDirVapidKeys(config.dataDir),
    startDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      storageOrigins: serverOrigins(config),
      // Only a new embedded data directory is seeded, and only where the demo world is wanted.
      seed: mode.demo.on ? undefined : false,
    }),
  ]);
  // A new data directory gets its demo world while the server already answers: requests that reach
  // the database wait for it (server/db/seeding-gate.ts), the app's files do not.
  seeded.then(
    (loaded) => {
      if (loaded) console.log(`Demo data loaded (in ${uptime()}; its accounts: README.md, Demo accounts)`);
      if (!mode.local) void warnOfDemoAccounts(db, mode);
    },
    (error: unknown) => {
      // The seed's transaction rolled back and the database is closed: nothing useful is left to serve.
      console.error('Ascend cannot load the demo data:', error);
      process.exit(1);
    },
  );
  const ctx: ServerContext = { config, db, keys };
  // One of several processes (server/cluster): worker 1 leads, the others say less at start.
  const role = readClusterRole();
  const app = createApp(ctx, {
    mode,
    push: { vapid, subject: vapidSubject(config), testOrigins: mode.pushTestOrigins.origins },
    // One JSON line a request on stdout, at LOG_LEVEL (server/observability/logger.ts).
    observability: { log: createLogger() },
    cluster: role,
  });
  const { server } = app;
  const closeDoor = role?.lead ? openLeadDoor(server, role) : undefined;
  closeDoor?.catch((error: unknown) => {
    // The other workers could not reach the stand-ins: better no cluster than half of one.
    console.error(`Ascend cannot start: worker 1 cannot open port ${role!.httpPort} for the other workers:`, error);
    process.exit(1);
  });

  server.listen(config.port, config.host, async () => {
    // The port it got, which differs from config.port when that is 0.
    const { port } = server.address() as AddressInfo;
    const url = `http://${config.host}:${port}`;
    await closeDoor?.catch(() => undefined);
    process.send?.({ ascend: 'ready' });
    if (role && !role.lead) return console.log(`Worker ${role.index} (pid ${process.pid}) is ready at ${url} (in ${uptime()})`);
    console.log(`Ascend is ready at ${url} (in ${uptime()})`);
    // Said at every start: which stand-ins run, so nobody wonders why checkout works without an
    // account, and nobody runs one in production without being told.
    const secrets = config.functionSecrets;
    const report = modeReport({
      mode,
      url,
      stripeKey: Boolean(secrets.STRIPE_SECRET_KEY),
      smtp: Boolean(secrets.SMTP_URL),
      supportEmail: Boolean(secrets.SUPPORT_EMAIL),
      pushKeys: path.join(config.dataDir, VAPID_KEYS_FILE),
    });
    for (const line of report.lines) console.log(line);
    for (const warning of report.warnings) console.warn(warning);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    await (await closeDoor?.catch(() => undefined))?.();
    await app.close();
    // Waits for a seed still loading: its transaction is not cut short.
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // A worker whose primary is gone would serve on alone, unseen: it stops too.
  if (cluster.isWorker) process.on('disconnect', () => void stop('The primary process is gone'));
}

/** `--workers N` (or WORKERS) on PostgreSQL: the primary forks N servers (server/cluster/primary.ts). */
async function start(): Promise<void> {
  if (cluster.isPrimary) {
    const workers = readWorkerCount(process.argv.slice(2), process.env);
    if (workers.note) console.warn(workers.note);
    if (workers.count > 1) return runPrimary(workers.count);
  }
  await main();
}

start().catch((error: unknown) => {
  // A refused setting is the operator's to fix: the message says how, a stack trace would bury it.
  console.error(error instanceof ConfigError ? `Ascend cannot start: ${error.message}` : error);
  process.exit(1);
});

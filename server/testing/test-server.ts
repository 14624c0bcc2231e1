import type { AddressInfo } from 'node:net';
import { createApp, type App, type AppOptions } from '../app';
import { readConfig, type ServerConfig } from '../config';
import type { ServerContext } from '../context';
import { recordStorageOrigins } from '../db';
import { apiKeys, randomJwtSecret } from '../jwt';
import { newSigningJwk, signingKeyFromJwk } from '../jwt-signing-keys';
import { closeWithFile } from './open-resources';
import { createTestDatabase } from './test-database';

export interface TestServer {
  url: string;
  ctx: ServerContext;
  anonKey: string;
  serviceRoleKey: string;
  /** The running app: its payment stand-in's keys, for tests that call it as Stripe would be called. */
  readonly app: App;
  /** Closes the app (dropping every socket) and starts a new one on the same port and database. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

// Test clients share keep-alive sockets with the server from other processes whose event loops a
// busy machine stalls for seconds: a server that drops an idle socket 30 s in can do so just as a
// stalled client reuses it (ECONNRESET). No test run leaves a socket idle for 10 minutes; closing
// the app still closes every socket at once.
const TEST_KEEP_ALIVE_MS = 600_000;

/** bcrypt's lowest cost. */
const TEST_PASSWORD_HASH_COST = 4;

function listen(app: App, port: number): Promise<number> {
  app.server.keepAliveTimeout = TEST_KEEP_ALIVE_MS;
  return new Promise((resolve, reject) => {
    app.server.once('error', reject);
    app.server.listen(port, '127.0.0.1', () => resolve((app.server.address() as AddressInfo).port));
  });
}

/**
 * The whole server on 127.0.0.1 with a free port and a fresh migrated in-memory database, for contract
 * tests. Each server signs with its own random secret and key pair (access tokens ES256, as a data
 * directory's are), so no test can lean on a known one. Close it
 * in afterAll: that also closes the database (and the server tier's environment closes what a file
 * left open).
 */
export async function startTestServer(
  options: { config?: Partial<ServerConfig> } & AppOptions = {},
): Promise<TestServer> {
  const config: ServerConfig = {
    ...readConfig({}),
    jwtSecret: randomJwtSecret(),
    jwtSigningKeys: [await signingKeyFromJwk(await newSigningJwk(), 'test key')],
    ...options.config,
    host: '127.0.0.1',
    port: 0,
  };
  const [db, keys] = await Promise.all([createTestDatabase(), apiKeys(config.jwtSecret)]);
  // On PostgreSQL, as with DATABASE_URL: realtime relays through it, storage locks buckets in it.
  config.databaseUrl ??= db.url;
  const ctx: ServerContext = { config, db, keys };
  // No digest e-mails unless a test asks for them. Passwords hashed at bcrypt's lowest cost: GoTrue's 10
  // took ~100 ms of CPU per sign-up, half the server tier's time (sign-up.contract.test.ts checks 10).
  const appOptions: AppOptions = { emailDigests: false, eventReminders: false, ...options, auth: { passwordHashCost: TEST_PASSWORD_HASH_COST, ...options.auth } };
  let app = createApp(ctx, appOptions);
  // Registered before listening: whichever app is current is closed when the file ends.
  const closeApp = closeWithFile(() => app.close());
  const port = await listen(app, 0);
  const url = `http://127.0.0.1:${port}`;
  // Photo URLs name the origin the client reached storage at: this server's.
  await recordStorageOrigins(db, [url]);
  return {
    url,
    ctx,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    get app() {
      return app;
    },
    async restart() {
      await app.close();
      app = createApp(ctx, appOptions);
      await listen(app, port);
    },
    close: closeWithFile(async () => {
      await closeApp();
      await db.close();
    }),
  };
}

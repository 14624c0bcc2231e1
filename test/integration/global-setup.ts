import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PUSH_SINK, TEST_SERVER_ENV, type IntegrationServer } from './test-server-env';

interface ServerModules {
  startTestServer(options: { auth: { rateLimit: unknown }; push: unknown }): Promise<IntegrationServer & { app: { push?: { ready: Promise<void> } } }>;
  DEFAULT_RATE_LIMITS: Record<'requests' | 'accountsPerAddress', { max: number; windowMs: number }>;
  dataDirVapidKeys(dataDir: string): Promise<{ publicKey: string; privateKey: string }>;
}

// Loaded by path, not imported: tsconfig.test.json (which checks test/) cannot compile server/ (its
// imports end in .ts), while Jest transforms both alike.
const SERVER_MODULES = ['../../server/testing/test-server', '../../server/auth/auth-options', '../../server/push'];

/**
 * One embedded server for the whole integration run, with a fresh in-memory database. Every test
 * signs up members of its own from 127.0.0.1, so the per-address limits (sign-in and sign-up
 * requests, accounts created) are raised; the per-account limits stay as they are.
 */
export default async function startIntegrationServer(): Promise<void> {
  const loaded = await Promise.all(SERVER_MODULES.map((path) => import(path)));
  const { startTestServer, DEFAULT_RATE_LIMITS, dataDirVapidKeys } = Object.assign({}, ...loaded) as ServerModules;
  const { requests, accountsPerAddress } = DEFAULT_RATE_LIMITS;
  const vapidDir = mkdtempSync(path.join(tmpdir(), 'ascend-integration-vapid-'));
  const server = await startTestServer({
    auth: {
      rateLimit: {
        ...DEFAULT_RATE_LIMITS,
        requests: { ...requests, max: 10_000 },
        // Every member of the tier signs up from this machine's one address.
        accountsPerAddress: { ...accountsPerAddress, max: 10_000 },
      },
    },
    // Web Push on, so 'Turn on notifications' subscribes for real; devices name PUSH_SINK, where
    // nothing listens: a push to one fails at once and is given up, and no test reaches a real service.
    push: { vapid: await dataDirVapidKeys(vapidDir), subject: 'mailto:support@example.com', testOrigins: [PUSH_SINK], pollMs: 600_000 },
  });
  await server.app.push?.ready;
  process.env[TEST_SERVER_ENV.url] = server.url;
  process.env[TEST_SERVER_ENV.anonKey] = server.anonKey;
  process.env[TEST_SERVER_ENV.serviceRoleKey] = server.serviceRoleKey;
  globalThis.ascendIntegrationServer = server;
}

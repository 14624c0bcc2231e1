import { TEST_SERVER_ENV, type IntegrationServer } from './test-server-env';

interface ServerModules {
  startTestServer(options: { auth: { rateLimit: unknown } }): Promise<IntegrationServer>;
  DEFAULT_RATE_LIMITS: Record<'requests' | 'accountsPerAddress', { max: number; windowMs: number }>;
}

// Loaded by path, not imported: tsconfig.test.json (which checks test/) cannot compile server/ (its
// imports end in .ts), while Jest transforms both alike.
const SERVER_MODULES = ['../../server/testing/test-server', '../../server/auth/auth-options'];

/**
 * One embedded server for the whole integration run, with a fresh in-memory database. Every test
 * signs up members of its own from 127.0.0.1, so the per-address limits (sign-in and sign-up
 * requests, accounts created) are raised; the per-account limits stay as they are.
 */
export default async function startIntegrationServer(): Promise<void> {
  const loaded = await Promise.all(SERVER_MODULES.map((path) => import(path)));
  const { startTestServer, DEFAULT_RATE_LIMITS } = Object.assign({}, ...loaded) as ServerModules;
  const { requests, accountsPerAddress } = DEFAULT_RATE_LIMITS;
  const server = await startTestServer({
    auth: {
      rateLimit: {
        ...DEFAULT_RATE_LIMITS,
        requests: { ...requests, max: 10_000 },
        // Every member of the tier signs up from this machine's one address.
        accountsPerAddress: { ...accountsPerAddress, max: 10_000 },
      },
    },
  });
  process.env[TEST_SERVER_ENV.url] = server.url;
  process.env[TEST_SERVER_ENV.anonKey] = server.anonKey;
  process.env[TEST_SERVER_ENV.serviceRoleKey] = server.serviceRoleKey;
  globalThis.ascendIntegrationServer = server;
}

/**
 * How the integration tier's global setup hands the test server to the test files: environment
 * variables, which Jest's workers inherit because they start after the global setup has run.
 */
export const TEST_SERVER_ENV = {
  url: 'ASCEND_TEST_SUPABASE_URL',
  anonKey: 'ASCEND_TEST_SUPABASE_ANON_KEY',
  serviceRoleKey: 'ASCEND_TEST_SERVICE_ROLE_KEY',
} as const;

/** The one push service the integration server lets devices name: a loopback port nobody listens on. */
export const PUSH_SINK = 'http://127.0.0.1:9';

/** What the integration tier uses of server/testing/test-server.ts (its TestServer). */
export interface IntegrationServer {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  close(): Promise<void>;
}

declare global {
  // Global setup and teardown run in Jest's main process and share its globals.
  var ascendIntegrationServer: IntegrationServer | undefined;
}

export function testServerEnv() {
  const read = (name: string) => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is unset: run integration tests through Jest's "integration" project`);
    return value;
  };
  return { url: read(TEST_SERVER_ENV.url), anonKey: read(TEST_SERVER_ENV.anonKey), serviceRoleKey: read(TEST_SERVER_ENV.serviceRoleKey) };
}

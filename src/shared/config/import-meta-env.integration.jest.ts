import { TEST_SERVER_ENV } from '@test/integration/test-server-env';

// Jest twin of import-meta-env.ts for the integration tier: the client talks to the embedded test
// server that test/integration/global-setup.ts started, at the address it left in the environment.
export const importMetaEnv = {
  supabaseUrl: process.env[TEST_SERVER_ENV.url],
  supabaseAnonKey: process.env[TEST_SERVER_ENV.anonKey],
  appVersion: '0.0.0-test' as string | undefined,
  imageTransforms: undefined as string | undefined,
  iceServers: undefined as string | undefined,
  dev: false,
};

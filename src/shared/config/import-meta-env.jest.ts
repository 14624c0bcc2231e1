// Jest twin of import-meta-env.ts: tests point the client at the MSW-mocked backend.
export const importMetaEnv = {
  supabaseUrl: 'http://localhost:54321' as string | undefined,
  supabaseAnonKey: 'test-anon-key' as string | undefined,
  appVersion: '0.0.0-test' as string | undefined,
  imageTransforms: undefined as string | undefined,
  iceServers: undefined as string | undefined,
  dev: false,
};

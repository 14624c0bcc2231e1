import type { Config } from 'jest';

// MSW 2 pulls in ESM-only packages that Jest must transform.
const transformIgnorePatterns = ['/node_modules/(?!(rettime|until-async|@open-draft|jose|redux-persist|p-limit|yocto-queue)/)'];
const transform: Config['transform'] = {
  '^.+\\.(m?js|jsx|tsx?)$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
};

const INTEGRATION_TESTS = '\\.integration\\.test\\.tsx?$';

// Timeouts are not set here: Jest 30 ignores `testTimeout` in a project entry. Each tier's setup file
// sets its own (test/timeouts.ts), and a test in each tier checks the value in force.

/** The SPA under jsdom; `importMetaEnv` is the twin of import-meta-env.ts that says where the backend is. */
function spaProject(importMetaEnv: string, extraModules: Record<string, string> = {}) {
  return {
    testEnvironment: 'jest-fixed-jsdom',
    moduleNameMapper: {
      // import.meta.env cannot run under CommonJS: Jest reads its twin.
      '^(.*)/import-meta-env$': `<rootDir>/src/shared/config/${importMetaEnv}`,
      '^@/(.*)$': '<rootDir>/src/$1',
      '^@rules/(.*)$': '<rootDir>/supabase/functions/_shared/rules/$1',
      '^@test/(.*)$': '<rootDir>/test/$1',
      ...extraModules,
      '\\.(css|svg|png|jpg|webp)$': '<rootDir>/test/file-stub.ts',
    },
    transform,
    transformIgnorePatterns,
  } satisfies Config;
}

const config: Config = {
  // Jest's default leaves a core idle (cores − 1: one worker on a 2-core machine); the main process
  // mostly waits, so a worker per core finishes sooner on two cores and costs nothing on one.
  maxWorkers: '100%',
  projects: [
    {
      // The SPA against MSW: fast, and the place for failures, offline and slow answers.
      displayName: 'web',
      ...spaProject('import-meta-env.jest.ts', { '^@mocks/(.*)$': '<rootDir>/mocks/$1' }),
      // service-worker/: the worker's decisions, pure functions run here without a browser.
      roots: ['<rootDir>/src', '<rootDir>/mocks', '<rootDir>/test', '<rootDir>/service-worker'],
      testPathIgnorePatterns: ['/node_modules/', INTEGRATION_TESTS],
      setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
    },
    {
      // The SPA against the real embedded server, one for the run. No @mocks mapping: MSW cannot load here.
      displayName: 'integration',
      ...spaProject('import-meta-env.integration.jest.ts'),
      roots: ['<rootDir>/src', '<rootDir>/test'],
      testRegex: INTEGRATION_TESTS,
      setupFilesAfterEnv: ['<rootDir>/test/integration/setup.ts'],
      globalSetup: '<rootDir>/test/integration/global-setup.ts',
      globalTeardown: '<rootDir>/test/integration/global-teardown.ts',
    },
    {
      displayName: 'server',
      // Node, closing whatever a file left open when it ends (server/testing/open-resources.ts).
      testEnvironment: '<rootDir>/server/testing/jest-environment.ts',
      roots: ['<rootDir>/server', '<rootDir>/supabase', '<rootDir>/scripts'],
      // A file for one engine only is named for it and left out of the other's run (docs/testing.md).
      testPathIgnorePatterns: ['/node_modules/', process.env.TEST_DATABASE_URL ? '\\.pglite\\.test\\.ts$' : '\\.postgres\\.test\\.ts$'],
      setupFilesAfterEnv: ['<rootDir>/server/testing/jest-setup.ts'],
      globalSetup: '<rootDir>/server/testing/global-setup.ts',
        transform,
      transformIgnorePatterns,
    },
  ],
};

export default config;

import type { Config } from 'jest';

// MSW 2 pulls in ESM-only packages that Jest must transform.
const transformIgnorePatterns = ['/node_modules/(?!(rettime|until-async|@open-draft|jose|redux-persist)/)'];
const transform: Config['transform'] = {
  '^.+\\.(m?js|jsx|tsx?)$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
};

const INTEGRATION_TESTS = '\\.integration\\.test\\.tsx?$';

// Tests and hooks that open a real database or server: loading a migrated PGlite takes about a second
// of CPU alone, several on a busy 2-core machine. SPA unit tests keep Jest's 5 s.
const DATABASE_TEST_TIMEOUT = 15_000;

/** The SPA under jsdom; `importMetaEnv` is the twin of import-meta-env.ts that says where the backend is. */
function spaProject(importMetaEnv: string, extraModules: Record<string, string> = {}) {
  return {
    testEnvironment: 'jest-fixed-jsdom',
    moduleNameMapper: {
      // import.meta.env cannot run under CommonJS: Jest reads its twin.
      '^(.*)/import-meta-env$': `<rootDir>/src/shared/config/${importMetaEnv}`,
      '^@/(.*)$': '<rootDir>/src/$1',
      '^@test/(.*)$': '<rootDir>/test/$1',
      ...extraModules,
      '\\.(css|svg|png|jpg|webp)$': '<rootDir>/test/file-stub.ts',
    },
    transform,
    transformIgnorePatterns,
  } satisfies Config;
}

const config: Config = {
  projects: [
    {
      // The SPA against MSW: fast, and the place for failures, offline and slow answers.
      displayName: 'web',
      ...spaProject('import-meta-env.jest.ts', { '^@mocks/(.*)$': '<rootDir>/mocks/$1' }),
      roots: ['<rootDir>/src', '<rootDir>/mocks', '<rootDir>/test'],
      testPathIgnorePatterns: ['/node_modules/', INTEGRATION_TESTS],
      setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
    },
    {
      // The SPA against the real embedded server, one for the run. No @mocks mapping: MSW cannot load here.
      displayName: 'integration',
      ...spaProject('import-meta-env.integration.jest.ts'),
      roots: ['<rootDir>/src'],
      testRegex: INTEGRATION_TESTS,
      setupFilesAfterEnv: ['<rootDir>/test/setup-dom.ts'],
      globalSetup: '<rootDir>/test/integration/global-setup.ts',
      testTimeout: DATABASE_TEST_TIMEOUT,
      globalTeardown: '<rootDir>/test/integration/global-teardown.ts',
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/supabase'],
      globalSetup: '<rootDir>/server/testing/global-setup.ts',
      testTimeout: DATABASE_TEST_TIMEOUT,
      transform,
      transformIgnorePatterns,
    },
  ],
};

export default config;

import type { Config } from 'jest';

// MSW 2 pulls in ESM-only packages that Jest must transform.
const transformIgnorePatterns = ['/node_modules/(?!(rettime|until-async|@open-draft|jose|redux-persist)/)'];
const transform: Config['transform'] = {
  '^.+\\.(m?js|jsx|tsx?)$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
};

const config: Config = {
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      roots: ['<rootDir>/src', '<rootDir>/mocks', '<rootDir>/test'],
      setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
      moduleNameMapper: {
        // import.meta.env cannot run under CommonJS: Jest reads its twin.
        '^(.*)/import-meta-env$': '<rootDir>/src/shared/config/import-meta-env.jest.ts',
        '^@/(.*)$': '<rootDir>/src/$1',
        '^@test/(.*)$': '<rootDir>/test/$1',
        '^@mocks/(.*)$': '<rootDir>/mocks/$1',
        '\\.(css|svg|png|jpg|webp)$': '<rootDir>/test/file-stub.ts',
      },
      transform,
      transformIgnorePatterns,
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/supabase'],
      transform,
      transformIgnorePatterns,
    },
  ],
};

export default config;

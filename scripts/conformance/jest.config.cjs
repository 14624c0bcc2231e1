// Jest config for postgrest-js's own tests, run unmodified against the embedded server
// (scripts/conformance/postgrest-js.ts). CONFORMANCE_UPSTREAM: the package's folder at the tag.
const path = require('node:path');

module.exports = {
  rootDir: path.resolve(process.env.CONFORMANCE_UPSTREAM),
  testEnvironment: 'node',
  // Upstream type-checks with ts-jest; @swc/jest only transpiles, which runs the same code.
  transform: { '^.+\\.tsx?$': ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript' } } }] },
  testSequencer: '<rootDir>/test/testSequencer.js',
  maxWorkers: 1,
  testTimeout: 30000,
  // Upstream's test:suite target: jest --runInBand --testPathIgnorePatterns='test/v12/'.
  testPathIgnorePatterns: ['/node_modules/', 'test/v12/'],
  setupFilesAfterEnv: [path.join(__dirname, 'request-log.cjs')],
  prettierPath: null,
};

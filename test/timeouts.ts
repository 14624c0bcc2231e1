/**
 * How long one test or hook may take, per tier. Jest 30 reads `testTimeout` only from the global
 * configuration, never from a project entry, so each tier's setup file sets its own with
 * jest.setTimeout (checked by timeouts.test.ts in each tier).
 */
export const TEST_TIMEOUTS = {
  /** The SPA against MSW: a lazy page's first import takes seconds on two busy cores. */
  web: 10_000,
  /**
   * Tests and hooks that open a real database or server: loading a migrated PGlite takes about a
   * second of CPU alone, several on a busy 2-core machine.
   */
  database: 30_000,
  /**
   * How long findBy* and waitFor wait for the UI (Testing Library's default is 1 s): a lazy page's
   * first import (ESM under --experimental-vm-modules) or a realtime join against the real server can
   * take seconds on a 2-core machine with other processes busy. A passing test goes on as soon as its
   * element shows; only a slow machine waits longer. Well under the web tier's test timeout.
   */
  uiWait: 6_000,
} as const;

/** The timeout jest-circus applies to the tests and hooks of this file (what jest.setTimeout set). */
export function timeoutInForce(): number | undefined {
  return (globalThis as Record<symbol, number | undefined>)[Symbol.for('TEST_TIMEOUT_SYMBOL')];
}

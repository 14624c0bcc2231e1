import { TEST_TIMEOUTS } from '../../test/timeouts';

// The server tier opens a real database in nearly every file (server/testing/timeouts.test.ts).
jest.setTimeout(TEST_TIMEOUTS.database);

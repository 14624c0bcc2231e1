import { resetMockDb } from '@mocks/db';
import { server } from '@mocks/server';
import './setup-dom';
import { TEST_TIMEOUTS } from './timeouts';

// Checked by timeouts.test.ts: Jest's own 5 s is too short for a lazy page on two busy cores.
jest.setTimeout(TEST_TIMEOUTS.web);

// The web tier: the SPA against MSW and its in-memory database, emptied after every test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  resetMockDb();
});
afterAll(() => server.close());

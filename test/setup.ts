import { resetMockDb } from '@mocks/db';
import { server } from '@mocks/server';
import './setup-dom';

// The web tier: the SPA against MSW and its in-memory database, emptied after every test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  resetMockDb();
});
afterAll(() => server.close());

// First: the mocks below open a BroadcastChannel as they load (broadcast-channels.ts says why).
import './broadcast-channels';
import { mockAccounts } from '@mocks/auth/accounts';
import { mockRealtime } from '@mocks/realtime/realtime-hub';
import { server } from '@mocks/server';
import { forgetAuthServer } from '@/shared/api';
import './setup-dom';
import { TEST_TIMEOUTS } from './timeouts';

// Checked by timeouts.test.ts: Jest's own 5 s is too short for a lazy page on two busy cores.
jest.setTimeout(TEST_TIMEOUTS.web);

// The web tier: the SPA against MSW, with the answers each test declares, forgotten after it.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  mockAccounts.reset();
  // Channels of the test before belong to its store: they hear nothing of the next test's rows.
  mockRealtime.reset();
  // Which auth server answered is the test's: the next may declare hosted Supabase.
  forgetAuthServer();
});
afterAll(() => server.close());

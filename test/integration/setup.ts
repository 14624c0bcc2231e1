import { TEST_TIMEOUTS } from '../timeouts';
import '../setup-dom';

// The SPA against the real embedded server: every test signs members up (timeouts.integration.test.ts).
jest.setTimeout(TEST_TIMEOUTS.database);

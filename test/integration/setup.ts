import { TEST_TIMEOUTS } from '../timeouts';
import '../setup-dom';

// The SPA against the real embedded server: every test signs members up (timeouts.integration.test.ts).
jest.setTimeout(TEST_TIMEOUTS.database);

// React's act() warning assumes every update follows something the test did. Here a real server pushes
// changes (a like, a read receipt, a badge's count) whenever they happen, and the tests wait for what
// they show with findBy and waitFor: that warning alone is left out; every other error still prints.
const printError = console.error;
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('not wrapped in act(')) return;
  printError(...args);
};

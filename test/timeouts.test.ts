import { getConfig } from '@testing-library/react';
import { TEST_TIMEOUTS, timeoutInForce } from './timeouts';

it('gives the web tier its own timeout, not Jest’s 5 s', () => {
  expect(timeoutInForce()).toBe(TEST_TIMEOUTS.web);
});

it('waits for the UI as long as the shared wait says, well within a test', () => {
  expect(getConfig().asyncUtilTimeout).toBe(TEST_TIMEOUTS.uiWait);
  expect(TEST_TIMEOUTS.uiWait * 1.5).toBeLessThan(TEST_TIMEOUTS.web);
});

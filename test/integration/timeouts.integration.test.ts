import { getConfig } from '@testing-library/react';
import { TEST_TIMEOUTS, timeoutInForce } from '../timeouts';

it('gives the integration tier the database timeout, not Jest’s 5 s', () => {
  expect(timeoutInForce()).toBe(TEST_TIMEOUTS.database);
});

it('waits for the UI as long as the web tier does', () => {
  expect(getConfig().asyncUtilTimeout).toBe(TEST_TIMEOUTS.uiWait);
});

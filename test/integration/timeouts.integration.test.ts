import { TEST_TIMEOUTS, timeoutInForce } from '../timeouts';

it('gives the integration tier the database timeout, not Jest’s 5 s', () => {
  expect(timeoutInForce()).toBe(TEST_TIMEOUTS.database);
});

import { TEST_TIMEOUTS, timeoutInForce } from './timeouts';

it('gives the web tier its own timeout, not Jest’s 5 s', () => {
  expect(timeoutInForce()).toBe(TEST_TIMEOUTS.web);
});

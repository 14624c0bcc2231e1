import { TEST_TIMEOUTS, timeoutInForce } from '../../test/timeouts';

it('gives the server tier the database timeout, not Jest’s 5 s', () => {
  expect(timeoutInForce()).toBe(TEST_TIMEOUTS.database);
});

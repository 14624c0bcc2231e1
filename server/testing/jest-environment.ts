import NodeEnvironment from 'jest-environment-node';
import { closeLeftOpen } from './open-resources';

/**
 * Node, plus one guarantee: when a test file ends, whatever it opened through the test helpers and
 * did not close is closed (see open-resources.ts), so a failed or timed-out beforeAll cannot keep
 * the run from exiting.
 */
export default class ServerTestEnvironment extends NodeEnvironment {
  override async teardown(): Promise<void> {
    await closeLeftOpen(this.global);
    await super.teardown();
  }
}

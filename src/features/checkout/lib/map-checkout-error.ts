import type { ApiError, FunctionFailure } from '@/shared/api';
import { checkoutTexts } from '../config/texts';

/**
 * SPEC §8 has one text for every failure to buy, confirm, cancel or resume ('Failed to process
 * subscription. Please try again.'); the function's code (`not_paid`, `no_subscription`,
 * `provider_failed`…) stays for the log and the tests.
 */
export function mapCheckoutError(error: unknown): ApiError {
  const { code, status } = (error ?? {}) as Partial<FunctionFailure>;
  return { message: checkoutTexts.failed, code, status };
}

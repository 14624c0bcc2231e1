import { NETWORK_RETRY_DELAY_MS } from '@/shared/config';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** fetch rejects (rather than resolving with an error status) only when the request never got an answer. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return false;
  return error instanceof TypeError || isOffline();
}

/**
 * A fetch for supabase-js: a request that fails because the network is down or the browser is
 * offline is tried once more after a second (SPEC §7). Answers with an error status are not retried.
 */
export function createRetryingFetch(
  baseFetch: typeof fetch = (...args) => fetch(...args),
  delayMs = NETWORK_RETRY_DELAY_MS,
): typeof fetch {
  return async (input, init) => {
    try {
      return await baseFetch(input, init);
    } catch (error) {
      if (!isNetworkFailure(error) || init?.signal?.aborted) throw error;
      await wait(delayMs);
      return baseFetch(input, init);
    }
  };
}

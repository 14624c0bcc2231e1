/**
 * Under Jest, `fetch` is Node's own while the openai SDK is loaded in the test file's realm. An aborted
 * fetch (the SDK aborts it when its `timeout` passes) rejects with Node's DOMException, which fails the
 * SDK's `instanceof Error` check and loses its name on the way, so a timeout surfaces as a plain
 * APIConnectionError('Connection error.'), never as APIConnectionTimeoutError. This fetch rethrows such
 * an abort as an Error of the calling realm named AbortError, which the SDK reads as a timeout, as it
 * does outside Jest. Pass it as the SDK's `fetch` option in tests that tell timeouts apart.
 */
export const sameRealmFetch: typeof fetch = async (input, init) => {
  try {
    return await fetch(input, init);
  } catch (error) {
    if (!(error instanceof Error) && isAbort(error)) {
      throw Object.assign(new Error(error.message, { cause: error }), { name: 'AbortError' });
    }
    throw error;
  }
};

function isAbort(error: unknown): error is { name: string; message: string } {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

import type { AiAnswerKey } from '../lib/answer-key';

// One answer per key is ever streaming: a new ask for the same tool and partner stops the one before,
// whichever component started it.
const running = new Map<AiAnswerKey, AbortController>();

/** Stops the ask running for `key`, and returns the controller of the new one (aborted with `signal` too). */
export function takeOverKey(key: AiAnswerKey, signal: AbortSignal): AbortController {
  running.get(key)?.abort();
  const controller = new AbortController();
  if (signal.aborted) controller.abort();
  else signal.addEventListener('abort', () => controller.abort(), { once: true });
  running.set(key, controller);
  return controller;
}

export function releaseKey(key: AiAnswerKey, controller: AbortController): void {
  if (running.get(key) === controller) running.delete(key);
}

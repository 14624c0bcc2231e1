import { performance } from 'node:perf_hooks';

/** Value at quantile q of an ascending list. */
export const percentile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/**
 * Starts op(n) `perSecond` times a second for `seconds`, on schedule whether or not earlier calls
 * finished (an open loop: a slow server cannot slow the load down). Resolves once all finished.
 */
export async function openLoop(perSecond: number, seconds: number, op: (n: number) => Promise<void>): Promise<void> {
  const running: Promise<void>[] = [];
  const start = performance.now();
  for (let n = 0; n < perSecond * seconds; n++) {
    const wait = start + (n * 1000) / perSecond - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    running.push(op(n));
  }
  await Promise.all(running);
}

/** Round-trip times (ms, ascending) of `perSecond` REST reads for `seconds`. */
export async function restProbe(perSecond: number, seconds: number, read: () => Promise<Response>): Promise<number[]> {
  const times: number[] = [];
  await openLoop(perSecond, seconds, async () => {
    const t0 = performance.now();
    const res = await read();
    await res.text();
    if (res.ok) times.push(performance.now() - t0);
  });
  return times.sort((a, b) => a - b);
}

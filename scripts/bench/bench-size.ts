/**
 * Smoke mode (`--smoke`, or BENCH_SMOKE=1): every step of a benchmark on tiny sizes, in seconds, with
 * its figures printed as usual. `npm run bench:smoke` runs each benchmark so, and CI runs that, so a
 * benchmark that no longer runs fails the day it breaks (docs/performance.md, Benchmarks). Its
 * figures mean nothing; only that every step ran.
 */
export const SMOKE = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';

/** A size: BENCH_<NAME> when set, else the smoke size in smoke mode, else the full one. */
export function benchSize(name: string, full: number, smoke: number): number {
  const set = process.env[`BENCH_${name}`];
  if (set !== undefined && set !== '') {
    const value = Number(set);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`BENCH_${name} must be a positive number, not ${set}`);
    return value;
  }
  return SMOKE ? smoke : full;
}

/** A constant of the benchmark's design (not set from outside), smaller in smoke mode. */
export const smokeOr = (full: number, smoke: number): number => (SMOKE ? smoke : full);

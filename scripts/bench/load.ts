import { performance } from 'node:perf_hooks';
import { SMOKE } from './bench-size';

export interface LoadResult {
  name: string;
  ops: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
}

export interface LoadOptions {
  durationMs: number;
  concurrency: number;
  /** Stops earlier once this many operations ran, so a fast machine cannot run away. */
  maxOps: number;
}

/** Runs op from `concurrency` workers until the time or the count is used up; latencies in ms. */
export async function runLoad(
  name: string,
  op: (worker: number, n: number) => Promise<void>,
  options: LoadOptions,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let started = 0;
  let errors = 0;
  const start = performance.now();
  const deadline = start + options.durationMs;
  const worker = async (id: number) => {
    while (performance.now() < deadline && started < options.maxOps) {
      const n = started++;
      const t0 = performance.now();
      try {
        await op(id, n);
        latencies.push(performance.now() - t0);
      } catch (error) {
        if (errors++ === 0) console.error(`${name}: first error`, error);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, (_, id) => worker(id)));
  const seconds = (performance.now() - start) / 1000;
  // A smoke run proves that every step works: one failed operation fails it (bench-size.ts).
  if (SMOKE && errors > 0) throw new Error(`${name}: ${errors} operations failed`);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { name, ops: latencies.length, errors, perSecond: latencies.length / seconds, p50: at(0.5), p95: at(0.95) };
}

export function printTable(rows: { workload: string; http: LoadResult; direct: LoadResult }[]): void {
  const fmt = (n: number, digits = 1) => n.toFixed(digits).padStart(8);
  console.log('\nworkload                         |   HTTP req/s      p50      p95 |  direct op/s      p50      p95 | p50 overhead');
  console.log('-'.repeat(118));
  for (const { workload, http, direct } of rows) {
    console.log(
      `${workload.padEnd(32)} | ${fmt(http.perSecond)} ${fmt(http.p50, 2)} ${fmt(http.p95, 2)} | ` +
        `${fmt(direct.perSecond)} ${fmt(direct.p50, 2)} ${fmt(direct.p95, 2)} | ${fmt(http.p50 / direct.p50, 2)}x`,
    );
  }
  console.log('\nLatencies in milliseconds; overhead = HTTP p50 / direct p50 (HTTP, JWT, parsing and planning).');
}

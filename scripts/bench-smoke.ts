// `npm run bench:smoke`: every benchmark in smoke mode (scripts/bench/bench-size.ts), one after another,
// each as its own process as `npm run bench:*` runs it. Fails when any fails, naming it, so a benchmark
// that no longer runs fails CI the day it breaks. Prints each one's time.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

/** Benchmarks with a second mode of their own, run too. */
const EXTRA_RUNS: Record<string, string[][]> = { 'bench:realtime': [['--fanout']] };

/**
 * Every `bench:*` script of package.json (`tsx scripts/….ts`), with its extra modes: a new benchmark
 * is smoke-tested the day it is added.
 */
function benchmarks(): string[][] {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  return Object.entries(scripts)
    .filter(([name]) => name.startsWith('bench:') && name !== 'bench:smoke')
    .flatMap(([name, command]) => {
      const script = /^tsx (scripts\/\S+\.ts)$/.exec(command)?.[1];
      if (!script) throw new Error(`${name}: expected "tsx scripts/<file>.ts", got "${command}"`);
      return [[script], ...(EXTRA_RUNS[name] ?? []).map((args) => [script, ...args])];
    });
}

const BENCHMARKS = benchmarks();
const failed: string[] = [];
const started = performance.now();
for (const [script, ...args] of BENCHMARKS) {
  const name = [script, ...args].join(' ');
  const began = performance.now();
  const { status, signal, stdout } = spawnSync(process.execPath, ['--import', 'tsx', script, ...args, '--smoke'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_SMOKE: '1' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 180_000,
  });
  const took = ((performance.now() - began) / 1000).toFixed(1);
  const ok = status === 0;
  console.log(`${ok ? 'ran   ' : 'FAILED'} ${name.padEnd(40)} ${took.padStart(6)} s${ok ? '' : ` (exit ${status ?? signal})`}`);
  if (!ok) {
    // Its figures say where it stopped; a passing one's are left out of CI's log.
    console.log(stdout.split('\n').slice(-40).join('\n'));
    failed.push(name);
  }
}
console.log(`\n${BENCHMARKS.length - failed.length} of ${BENCHMARKS.length} benchmarks ran in smoke mode in ${((performance.now() - started) / 1000).toFixed(0)} s`);
if (failed.length > 0) {
  console.error(`Failed: ${failed.join(', ')}. Run one with --smoke to see why.`);
  process.exitCode = 1;
}

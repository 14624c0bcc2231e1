import os from 'node:os';
import type { WindowFigures } from './load-recorder';
import type { Usage } from './process-usage';
import type { ServerGauges } from './server-gauges';

// What bench:load prints: each step as it ends, then the summary table (docs/performance.md, Load).

/** The issue's goal for every step. */
export const GOAL = { restP95: 50, deliveryP95: 250 };
/** Where the summary says latency turned: REST p95 past this, in ms. */
export const KNEE_MS = 100;

export interface Step {
  workers: number;
  members: number;
  rate: number;
  figures: WindowFigures;
  server: Usage;
  postgres?: Usage;
  generator: Usage;
  /** The load generator's event-loop delay p99, ms: above a few ms, its own latency adds to the figures. */
  generatorLagMs: number;
  /** The server's own gauges: its pool's queue, operations in flight, event-loop lag. */
  gauges: ServerGauges;
  /** Cores the whole machine kept busy, and of those the ones other work took (not this benchmark's processes). */
  machine: { cores: number; others: number };
  load: string;
}

export const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 1 : 0) : '–');
export const held = (f: WindowFigures) => f.errors === 0 && f.rest.p95 <= GOAL.restP95 && f.delivery.p95 <= GOAL.deliveryP95;

export function printStep(step: Step): void {
  const f = step.figures;
  console.log(
    `  ${step.members} members, ${step.rate} actions/s: REST p50/p95/p99 ${ms(f.rest.p50)}/${ms(f.rest.p95)}/${ms(f.rest.p99)} ms, ` +
      `delivery p50/p95 ${ms(f.delivery.p50)}/${ms(f.delivery.p95)} ms, errors ${f.errors}, skipped ${f.skipped}, ` +
      `server ${step.server.cores.toFixed(2)} cores ${step.server.maxRssMb.toFixed(0)} MB, ` +
      `PostgreSQL ${step.postgres ? `${step.postgres.cores.toFixed(2)} cores` : '–'}, generator ${step.generator.cores.toFixed(2)} cores (lag p99 ${ms(step.generatorLagMs)} ms); ` +
      `machine ${step.machine.cores.toFixed(2)} cores busy, ${step.machine.others.toFixed(2)} by other work; ${step.load}`,
  );
  const g = step.gauges;
  console.log(
    `    server's own gauges (most seen): pool queue ${g.poolWaiting}, database operations in flight ${g.dbInFlight}, event-loop lag p99 ${ms(g.loopLagMs)} ms, ${g.sockets} sockets`,
  );
  if (f.firstError) console.log(`    first error: ${f.firstError}`);
  console.log('    | action | n | p50 | p95 | p99 | errors |');
  for (const a of f.actions) console.log(`    | ${a.name} | ${a.count} | ${ms(a.p50)} | ${ms(a.p95)} | ${ms(a.p99)} | ${a.errors} |`);
  console.log(`    | typing delivered | ${f.typing.count} | ${ms(f.typing.p50)} | ${ms(f.typing.p95)} | | ${f.typing.lost} lost |`);
}

export function printSummary(steps: Step[], workerCounts: number[]): void {
  const goalText = `0 errors, REST p95 ≤ ${GOAL.restP95} ms, delivery p95 ≤ ${GOAL.deliveryP95} ms`;
  console.log(`\nGoal: ${goalText}. Same machine for server, PostgreSQL and load generator (${os.cpus().length} cores).\n`);
  console.log('| processes | members | actions/s | REST p50 / p95 / p99 | slowest p95 | delivery p50 / p95 | errors | server CPU, memory | pool queue, loop lag | PostgreSQL CPU | generator CPU | CPU of other work | load (1 min) | goal |');
  console.log('|---:|---:|---:|---|---|---|---:|---|---|---:|---:|---:|---:|---|');
  for (const s of steps) {
    const f = s.figures;
    const slowest = f.actions.filter((a) => a.kind === 'rest').sort((a, b) => b.p95 - a.p95)[0];
    console.log(
      `| ${s.workers} | ${s.members} | ${s.rate} | ${ms(f.rest.p50)} / ${ms(f.rest.p95)} / ${ms(f.rest.p99)} ms | ${slowest ? `${slowest.name} ${ms(slowest.p95)} ms` : '–'} | ` +
        `${ms(f.delivery.p50)} / ${ms(f.delivery.p95)} ms | ${f.errors} | ${s.server.cores.toFixed(2)} cores, ${s.server.maxRssMb.toFixed(0)} MB | ${s.gauges.poolWaiting}, ${ms(s.gauges.loopLagMs)} ms | ` +
        `${s.postgres ? `${s.postgres.cores.toFixed(2)} cores` : '–'} | ${s.generator.cores.toFixed(2)} cores | ${s.machine.others.toFixed(2)} cores | ${s.load.split(' ')[2].replace(',', '')} | ${held(f) ? 'held' : 'missed'} |`,
    );
  }
  for (const workers of workerCounts) {
    const mine = steps.filter((s) => s.workers === workers);
    const best = mine.filter((s) => held(s.figures)).sort((a, b) => a.members - b.members || a.rate - b.rate).at(-1);
    const knee = mine.find((s) => s.figures.rest.p95 > KNEE_MS);
    console.log(
      `${workers} process${workers > 1 ? 'es' : ''}: largest load holding the goal ${best ? `${best.members} members at ${best.rate} actions/s` : 'none'}; ` +
        `REST p95 passes ${KNEE_MS} ms ${knee ? `at ${knee.members} members, ${knee.rate} actions/s` : 'at no step tried'}`,
    );
  }
}

import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { aggregateWorkerMetrics } from './cluster-metrics';
import { leadEnv, WORKER_ENV } from './lead-stand-ins';

/** A worker that dies is replaced after this pause, so one that cannot start does not spin. */
const RESTART_MS = 1_000;

interface ReadyMessage {
  ascend: 'ready';
}

const isReady = (message: unknown) => (message as Partial<ReadyMessage> | null)?.ascend === 'ready';

/** A free loopback port, for what the lead worker serves its siblings on (lead-stand-ins.ts). */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Forks worker `index` (1 is the lead) and resolves once it listens; rejects when it exits first. */
function startWorker(index: number, env: Record<string, string>): Promise<Worker> {
  const worker = cluster.fork({ ...env, [WORKER_ENV]: String(index) });
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`worker ${index} stopped before it was ready (exit ${code})`));
    worker.once('exit', onExit);
    worker.on('message', (message) => {
      if (!isReady(message)) return;
      worker.off('exit', onExit);
      resolve(worker);
    });
  });
}

/**
 * `npm run serve -- --workers N` with DATABASE_URL: N processes of the server behind one port (Node's
 * cluster module hands each new connection to the next). They start one after another, the lead
 * first: each migrates and installs realtime's triggers, which two at once would collide on. A worker
 * that dies is replaced; SIGINT or SIGTERM stops every worker and waits for them.
 */
export async function runPrimary(count: number): Promise<void> {
  const env = leadEnv(await freePort(), await freePort());
  aggregateWorkerMetrics();
  const workers = new Map<number, Worker>();
  let stopping = false;

  const keep = (index: number, worker: Worker) => {
    workers.set(index, worker);
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      console.error(`Worker ${index} (pid ${worker.process.pid}) stopped (${signal ?? `exit ${code}`}); starting another`);
      setTimeout(() => {
        startWorker(index, env).then(
          (next) => keep(index, next),
          (error: unknown) => console.error(`Worker ${index} cannot start:`, error),
        );
      }, RESTART_MS);
    });
  };

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping ${workers.size} workers`);
    const exits = [...workers.values()].filter((worker) => !worker.isDead()).map((worker) => once(worker, 'exit'));
    for (const worker of workers.values()) worker.process.kill('SIGTERM');
    await Promise.all(exits);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  console.log(`Workers: ${count} processes behind one port; worker 1 also runs the scheduled calls and the stand-ins`);
  for (let index = 1; index <= count && !stopping; index += 1) {
    try {
      keep(index, await startWorker(index, env));
    } catch (error) {
      // A worker that cannot start (a refused setting, an unreachable database) said why itself.
      console.error(`Ascend cannot start: ${(error as Error).message}`);
      stopping = true;
      for (const worker of workers.values()) worker.process.kill('SIGTERM');
      process.exit(1);
    }
  }
  if (!stopping) console.log(`Workers: all ${count} ready`);
}

import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, type Registry } from 'prom-client';

// /metrics across workers (docs/deployment.md, What an operator watches): whichever worker a scrape
// reaches asks the primary, which gathers every worker's registries and sums them with prom-client's
// AggregatorRegistry (counters and histograms add up, gauges too; its defaults average the
// event-loop lag and keep one Node version).

const ASK = 'metrics?';
const ANSWER = 'metrics';
/** AggregatorRegistry gives up on a silent worker after 5 s; this waits a little longer for its answer. */
const ANSWER_TIMEOUT_MS = 7_000;

interface MetricsMessage {
  ascend: typeof ASK | typeof ANSWER;
  id: string;
  body?: string;
  error?: string;
}

const isMetricsMessage = (message: unknown, kind: MetricsMessage['ascend']): message is MetricsMessage =>
  (message as Partial<MetricsMessage> | null)?.ascend === kind;

/** In the primary: answers each worker's request with every live worker's metrics, summed. */
export function aggregateWorkerMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isMetricsMessage(message, ASK)) return;
    aggregator.clusterMetrics().then(
      (body) => worker.send({ ascend: ANSWER, id: message.id, body }),
      (error: Error) => worker.send({ ascend: ANSWER, id: message.id, error: error.message }),
    );
  });
}

/**
 * What a scrape answers: in a cluster worker, every worker's metrics through the primary (this
 * process offers `registries` to it); elsewhere `local`, this process's own.
 */
export function clusterScrape(registries: Registry[], local: () => Promise<string>): () => Promise<string> {
  if (!cluster.isWorker) return local;
  AggregatorRegistry.setRegistries(registries);
  // Constructing one adds prom-client's listener that answers the primary's requests in this worker.
  new AggregatorRegistry();
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = randomUUID();
      const done = () => {
        clearTimeout(timer);
        process.off('message', onMessage);
      };
      const onMessage = (message: unknown) => {
        if (!isMetricsMessage(message, ANSWER) || message.id !== id) return;
        done();
        if (message.error !== undefined) reject(new Error(`metrics of every worker: ${message.error}`));
        else resolve(message.body ?? '');
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error('metrics of every worker: the primary did not answer'));
      }, ANSWER_TIMEOUT_MS);
      process.on('message', onMessage);
      process.send!({ ascend: ASK, id } satisfies MetricsMessage);
    });
}

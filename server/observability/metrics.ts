import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the gauges read at each scrape: the parts of the server that hold the numbers. */
export interface GaugeSources {
  /** Open HTTP connections, realtime WebSockets included. */
  httpConnections(): number;
  realtime(): { sockets: number; channels: number };
  /** The database's connections; undefined when the engine keeps no pool (PGlite: one connection). */
  pool(): { total: number; idle: number; waiting: number } | undefined;
  /** Database operations the app has started and not finished (queued ones included). */
  databaseInFlight(): number;
  /** E-mails handed to the mailer and not yet accepted by the SMTP server. */
  mailQueue(): number;
}

// Seconds. Fine below 100 ms, where the API's goals are (docs/performance.md), coarse above.
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
// AI answers take seconds.
const AI_BUCKETS = [0.25, 0.5, 1, 2, 4, 8, 15, 30, 60];

let processRegistry: Registry | undefined;

/** prom-client's process metrics (CPU, memory, event loop, GC): one set per process, however many apps it runs. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * One registry per app (tests start several apps in one process, so never prom-client's global one).
 * Every label's values come from a bounded set (route-labels.ts), never from what a caller sent.
 */
export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    contentType: registry.contentType,
    /** The app's series and the process's, in Prometheus' text format. */
    scrape: () => Registry.merge([processMetrics(), registry]).metrics(),
    /** The process's registry and the app's: what a cluster worker offers its primary (server/cluster/cluster-metrics.ts). */
    registries: () => [processMetrics(), registry],
    requests: new Counter({ name: 'ascend_http_requests_total', help: 'HTTP requests answered, by method, route template and status', labelNames: ['method', 'route', 'status'] as const, registers }),
    requestSeconds: new Histogram({ name: 'ascend_http_request_duration_seconds', help: 'Time to answer an HTTP request, by method and route template', labelNames: ['method', 'route'] as const, buckets: LATENCY_BUCKETS, registers }),
    rateLimitRefusals: new Counter({ name: 'ascend_rate_limit_refusals_total', help: 'Requests refused with 429 by a rate limit, by route template', labelNames: ['route'] as const, registers }),
    statementTimeouts: new Counter({ name: 'ascend_db_statement_timeouts_total', help: 'Statements PostgreSQL cancelled at their statement_timeout', registers }),
    aiCalls: new Counter({ name: 'ascend_ai_calls_total', help: 'Calls to the AI functions, by function and status', labelNames: ['function', 'status'] as const, registers }),
    aiSeconds: new Histogram({ name: 'ascend_ai_call_duration_seconds', help: 'Time to answer a call to an AI function', labelNames: ['function'] as const, buckets: AI_BUCKETS, registers }),
    mailSent: new Counter({ name: 'ascend_mail_sent_total', help: 'E-mails the server sent, by outcome', labelNames: ['outcome'] as const, registers }),
    /** Adds the gauges, read from sources at each scrape. */
    watch(sources: GaugeSources) {
      const gauge = (name: string, help: string, read: () => number | undefined) =>
        new Gauge({
          name,
          help,
          registers,
          collect() {
            const value = read();
            if (value !== undefined) this.set(value);
          },
        });
      gauge('ascend_http_open_connections', 'Open HTTP connections, WebSockets included', () => sources.httpConnections());
      gauge('ascend_realtime_sockets', 'Open realtime WebSockets', () => sources.realtime().sockets);
      gauge('ascend_realtime_channels', 'Joined realtime channels', () => sources.realtime().channels);
      gauge('ascend_db_pool_connections', 'Connections in the PostgreSQL pool', () => sources.pool()?.total);
      gauge('ascend_db_pool_idle', 'Idle connections in the PostgreSQL pool', () => sources.pool()?.idle);
      gauge('ascend_db_pool_waiting', 'Requests waiting for a PostgreSQL pool connection', () => sources.pool()?.waiting);
      gauge('ascend_db_operations_in_flight', 'Database operations started and not finished, queued ones included', () => sources.databaseInFlight());
      gauge('ascend_mail_queue', 'E-mails waiting for the SMTP server to accept them', () => sources.mailQueue());
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

// The server's own view during a window, from its /metrics (with several workers, their sum; the
// event-loop lag their average): which of its queues fills first as the load grows.

const EVERY_MS = 3_000;

export interface ServerGauges {
  /** Most requests seen waiting for one of the pool's PostgreSQL connections. */
  poolWaiting: number;
  /** Most database operations in flight (queued ones included). */
  dbInFlight: number;
  /** Largest event-loop lag p99 the server reported, ms. */
  loopLagMs: number;
  /** Open realtime sockets at the last scrape. */
  sockets: number;
}

/** One series' value from Prometheus' text format; undefined when absent (PGlite has no pool). */
function value(text: string, name: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

/** Scrapes `origin`/metrics every few seconds until the returned function is called. */
export function watchServerGauges(origin: string): () => Promise<ServerGauges> {
  const seen: ServerGauges = { poolWaiting: 0, dbInFlight: 0, loopLagMs: 0, sockets: 0 };
  const scrape = async (keep = true) => {
    const response = await fetch(`${origin}/metrics`).catch(() => undefined);
    if (!response?.ok) return;
    const text = await response.text();
    if (!keep) return;
    seen.poolWaiting = Math.max(seen.poolWaiting, value(text, 'ascend_db_pool_waiting') ?? 0);
    seen.dbInFlight = Math.max(seen.dbInFlight, value(text, 'ascend_db_operations_in_flight') ?? 0);
    seen.loopLagMs = Math.max(seen.loopLagMs, (value(text, 'nodejs_eventloop_lag_p99_seconds') ?? 0) * 1000);
    seen.sockets = value(text, 'ascend_realtime_sockets') ?? seen.sockets;
  };
  // prom-client's event-loop lag covers the time since the last scrape: the first one, which covers
  // what came before the window (a ramp's sign-ins), is dropped.
  void scrape(false);
  const timer = setInterval(() => void scrape(), EVERY_MS);
  return async () => {
    clearInterval(timer);
    await scrape();
    return seen;
  };
}

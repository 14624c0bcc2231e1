import type http from 'node:http';
import type { Registry } from 'prom-client';
import type { ServerContext } from '../context';
import type { AppMail } from '../mail';
import { silentLogger, type Logger } from './logger';
import { createMetrics } from './metrics';
import { createMetricsEndpoint } from './metrics-endpoint';
import { readMetricsToken } from './metrics-access';
import { observeDatabase } from './observe-database';
import { observeMailer } from './observe-mail';
import { observeRequests } from './observe-requests';
import { RouteLabels } from './route-labels';

export { createLogger, type Logger } from './logger';
export { METRICS_PATH } from './route-labels';

export interface ObservabilityOptions {
  /** Where the request log goes; none by default (main.ts logs to stdout). */
  log?: Logger;
  /** METRICS_TOKEN, when not the environment's. */
  metricsToken?: string;
  /**
   * What a scrape answers, given this process's registries and its own scrape: with several
   * processes, every worker's metrics (server/cluster/cluster-metrics.ts); this process's otherwise.
   */
  scrapeAll?: (registries: Registry[], local: () => Promise<string>) => () => Promise<string>;
}

type Listener = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/** The Edge Functions that call the AI provider (supabase/functions/ai, photo verification included). */
const AI_FUNCTIONS = new Set(['ai']);

/**
 * /metrics and the request log for one app (docs/deployment.md, "What an operator watches"). The
 * app's surfaces use `ctx`, whose database counts statement timeouts; `mail` and `requests` wrap the
 * mailer and the request listener; `watch` adds the gauges once the server and realtime exist.
 */
export function createObservability(rawCtx: ServerContext, local: boolean, options: ObservabilityOptions = {}) {
  const metrics = createMetrics();
  const log = options.log ?? silentLogger();
  const database = observeDatabase(rawCtx.db, metrics);
  const scrape = options.scrapeAll?.(metrics.registries(), metrics.scrape) ?? metrics.scrape;
  const serveMetrics = createMetricsEndpoint({ contentType: metrics.contentType, scrape }, { local, token: options.metricsToken ?? readMetricsToken() });
  let mailQueue = () => 0;
  return {
    metrics,
    log,
    ctx: { ...rawCtx, db: database.db },
    mail(mail: AppMail): AppMail {
      const observed = observeMailer(mail.mailer, metrics);
      mailQueue = observed.queued;
      return { ...mail, mailer: observed.mailer };
    },
    requests: (listener: Listener) => observeRequests(listener, { metrics, routes: new RouteLabels(), log, aiFunctions: AI_FUNCTIONS, serveMetrics }),
    watch(server: http.Server, realtime: () => { sockets: number; channels: number }) {
      let connections = 0;
      server.on('connection', (socket: { once(event: 'close', fn: () => void): void }) => {
        connections += 1;
        socket.once('close', () => (connections -= 1));
      });
      metrics.watch({
        httpConnections: () => connections,
        realtime,
        pool: () => database.db.poolUse?.(),
        databaseInFlight: database.inFlight,
        mailQueue: () => mailQueue(),
      });
    },
  };
}

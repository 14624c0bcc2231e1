import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from './logger';
import type { Metrics } from './metrics';
import { requestId } from './request-id';
import { METRICS_PATH, type RouteLabels } from './route-labels';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

export interface RequestObservers {
  metrics: Metrics;
  routes: RouteLabels;
  log: Logger;
  /** The Edge Functions that call the AI provider: their calls are counted apart. */
  aiFunctions: ReadonlySet<string>;
  serveMetrics: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
}

// nginx's word for a request whose client left before the answer was sent.
const CLIENT_CLOSED = 499;
const AI_PREFIX = '/functions/v1/';

function pathnameOf(req: IncomingMessage): string {
  try {
    return new URL(req.url ?? '/', 'http://localhost').pathname;
  } catch {
    return '/';
  }
}

/**
 * Wraps the app's request listener: gives each request an id (X-Request-Id, in the answer and the
 * log), serves /metrics, and once the answer is sent (or the caller gone) counts it, times it and
 * logs one line of labels and numbers: never a header, query string or body.
 */
export function observeRequests(listener: Listener, observers: RequestObservers): Listener {
  const { metrics, routes, log, aiFunctions } = observers;
  return (req, res) => {
    const started = process.hrtime.bigint();
    const reqId = requestId(req);
    res.setHeader('X-Request-Id', reqId);
    const pathname = pathnameOf(req);
    res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const status = res.writableFinished ? res.statusCode : CLIENT_CLOSED;
      const method = routes.method(req.method);
      const route = routes.route(pathname, status);
      metrics.requests.inc({ method, route, status: String(status) });
      metrics.requestSeconds.observe({ method, route }, seconds);
      if (status === 429) metrics.rateLimitRefusals.inc({ route });
      const fn = pathname.startsWith(AI_PREFIX) ? pathname.slice(AI_PREFIX.length).split('/')[0] : undefined;
      if (fn && aiFunctions.has(fn) && method !== 'OPTIONS') {
        metrics.aiCalls.inc({ function: fn, status: String(status) });
        metrics.aiSeconds.observe({ function: fn }, seconds);
      }
      log.info({ reqId, method, route, status, ms: Math.round(seconds * 1e4) / 10 }, 'request');
    });
    if (pathname === METRICS_PATH) {
      observers.serveMetrics(req, res).catch((error: unknown) => {
        log.error({ reqId, err: error }, 'metrics failed');
        res.destroy();
      });
      return;
    }
    listener(req, res);
  };
}

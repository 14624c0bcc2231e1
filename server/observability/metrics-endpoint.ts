import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http/send-json';
import { hasMetricsToken } from './metrics-access';
import type { Metrics } from './metrics';

export interface MetricsAccess {
  /** A plainly local server (server-mode.ts): loopback only, so no token is asked for. */
  local: boolean;
  /** METRICS_TOKEN; without it a server others can reach keeps /metrics closed. */
  token?: string;
}

/**
 * GET /metrics in Prometheus' text format. Open on a local server; elsewhere only with the token, and
 * closed when none is set (the numbers say how busy the site is and which routes fail).
 */
export function createMetricsEndpoint(metrics: Pick<Metrics, 'contentType' | 'scrape'>, access: MetricsAccess) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, { message: 'Method Not Allowed' }, { Allow: 'GET, HEAD' });
    if (!access.local) {
      if (!access.token) return sendJson(res, 403, { message: 'Set METRICS_TOKEN to read /metrics on a server others can reach' });
      if (!hasMetricsToken(req, access.token)) return sendJson(res, 401, { message: 'Invalid metrics token' }, { 'WWW-Authenticate': 'Bearer' });
    }
    let body: string;
    try {
      body = await metrics.scrape();
    } catch (error) {
      // With several processes, a worker or the primary that does not answer: no partial sum.
      return sendJson(res, 503, { message: (error as Error).message });
    }
    res.writeHead(200, { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

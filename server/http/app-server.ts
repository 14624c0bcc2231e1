import http from 'node:http';
import type { ServerContext } from '../context';
import type { Mount } from './mounts';
import { createRequestListener } from './request-listener';
import { createStaticHandler } from './static/static-handler';
import { serverOrigins } from '../public-origins';

/** One HTTP server for the SPA and every mounted API surface, on one origin. */
export function createAppServer(ctx: ServerContext, mounts: Mount[]): http.Server {
  const serveStatic = createStaticHandler({
    staticDir: ctx.config.staticDir,
    anonKey: ctx.keys.anonKey,
    supabaseOrigin: ctx.config.supabaseOrigin,
    photoOrigins: serverOrigins(ctx.config),
  });
  const server = http.createServer(createRequestListener(ctx, mounts, serveStatic));
  // Idle keep-alive sockets would otherwise hold a shutdown open for seconds.
  server.keepAliveTimeout = 5_000;
  return server;
}

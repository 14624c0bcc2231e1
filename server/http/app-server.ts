import http from 'node:http';
import type { ServerContext } from '../context';
import type { Mount } from './mounts';
import { createRequestListener } from './request-listener';
import { createStaticHandler } from './static/static-handler';
import { serverOrigins } from '../public-origins';

type Listener = http.RequestListener;

/** One HTTP server for the SPA and every mounted API surface, on one origin; `observe` wraps its listener (server/observability). */
export function createAppServer(ctx: ServerContext, mounts: Mount[], observe: (listener: Listener) => Listener = (listener) => listener): http.Server {
  const serveStatic = createStaticHandler({
    staticDir: ctx.config.staticDir,
    anonKey: ctx.keys.anonKey,
    iceServers: ctx.config.iceServers,
    supabaseOrigin: ctx.config.supabaseOrigin,
    photoOrigins: serverOrigins(ctx.config),
    siteOrigin: ctx.config.publicUrl === undefined ? undefined : new URL(ctx.config.publicUrl).origin,
  });
  const server = http.createServer(observe(createRequestListener(ctx, mounts, serveStatic)));
  // Longer than Node's 5 s: a client's pool drops an idle socket a little before the server's hint,
  // and a client whose event loop lags past that reuses a socket the server is closing (ECONNRESET).
  // With 30 s few sockets ever sit idle that long. Shutdown closes every socket (app.ts).
  server.keepAliveTimeout = 30_000;
  return server;
}

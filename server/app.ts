import type http from 'node:http';
import { createAuthHandler, type AuthOptions } from './auth';
import type { ServerContext } from './context';
import { createFunctionsHandler, type EdgeFunction } from './functions';
import { apiMounts } from './http/api-mounts';
import { createAppServer } from './http/app-server';
import { createRealtimeServer } from './realtime';
import { createRestHandler } from './rest';
import { createStorage } from './storage';

export interface App {
  server: http.Server;
  /** Stops realtime and the storage sweep, drops open connections and stops listening; the database stays open. */
  close(): Promise<void>;
}

export interface AppOptions {
  /** Auth settings that differ from the environment's (tests use tighter rate limits). */
  auth?: Partial<AuthOptions>;
  /** The Edge Functions served, when not the registry's (tests serve variants of them). */
  functions?: Readonly<Record<string, EdgeFunction>>;
}

/** Every API surface and the SPA on one HTTP server: the single composition of the backend. */
export function createApp(ctx: ServerContext, options: AppOptions = {}): App {
  const realtime = createRealtimeServer(ctx);
  const storage = createStorage(ctx);
  const server = createAppServer(
    ctx,
    apiMounts({
      auth: createAuthHandler(ctx, options.auth),
      rest: createRestHandler(ctx, { trustProxy: options.auth?.trustProxy }),
      storage: storage.handler,
      functions: createFunctionsHandler(ctx, options.functions, { trustProxy: options.auth?.trustProxy }),
    }),
  );
  server.on('upgrade', (req, socket, head) => realtime.handleUpgrade(req, socket, head));
  return {
    server,
    async close() {
      await realtime.close();
      await storage.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

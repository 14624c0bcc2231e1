import type { AddressInfo } from 'node:net';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { readConfig } from '../config';
import type { ServerContext } from '../context';
import { createTestDatabase } from '../db/testing';
import { apiMounts } from '../http/api-mounts';
import { createAppServer } from '../http/app-server';
import { apiKeys } from '../jwt';
import type { AuthOptions } from './auth-options';
import { createAuthHandler } from './index';

/** A Storage for auth-js that forgets everything with the client. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** supabase-js as the SPA configures it (PKCE), without persistence or timers, for Node tests. */
export function createTestClient(url: string, anonKey: string): SupabaseClient {
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, flowType: 'pkce', storage: memoryStorage() },
    realtime: { transport: WebSocket as never },
  });
}

export interface AuthTestServer {
  url: string;
  ctx: ServerContext;
  close(): Promise<void>;
}

/** A server on a random port with only the auth surface, built with the given auth options. */
export async function startAuthTestServer(overrides: Partial<AuthOptions> = {}): Promise<AuthTestServer> {
  const config = { ...readConfig({}), host: '127.0.0.1', port: 0 };
  const ctx: ServerContext = { config, db: await createTestDatabase(), keys: await apiKeys(config.jwtSecret) };
  const server = createAppServer(ctx, apiMounts({ auth: createAuthHandler(ctx, overrides) }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    ctx,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await ctx.db.close();
    },
  };
}

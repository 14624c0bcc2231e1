import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { readConfig, type ServerConfig } from './config';
import type { ServerContext } from './context';
import { createTestDatabase } from './db/testing';
import { apiKeys } from './jwt';

export interface TestServer {
  url: string;
  ctx: ServerContext;
  anonKey: string;
  serviceRoleKey: string;
  close(): Promise<void>;
}

/**
 * The whole server on 127.0.0.1 with a free port and a fresh migrated in-memory database, for contract
 * tests. Close it in afterAll: that also closes the database.
 */
export async function startTestServer(options: { config?: Partial<ServerConfig> } = {}): Promise<TestServer> {
  const config: ServerConfig = { ...readConfig({}), ...options.config, host: '127.0.0.1', port: 0 };
  const [db, keys] = await Promise.all([createTestDatabase(), apiKeys(config.jwtSecret)]);
  const ctx: ServerContext = { config, db, keys };
  const app = createApp(ctx);
  const { server } = app;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    ctx,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

import http from 'node:http';
import { readConfig } from '../config';
import type { ServerContext } from '../context';
import { apiKeys, randomJwtSecret } from '../jwt';
import { sleep } from '../testing/inbox';
import { listenLocally } from '../testing/local-server';
import { closeWithFile } from '../testing/open-resources';
import { RawSocket } from '../testing/raw-socket';
import { createTestDatabase } from '../testing/test-database';
import { createRealtimeServer, DEFAULT_LIMITS, type RealtimeServer } from './index';

let ctx: ServerContext;
let listening = 0;
let realtime: RealtimeServer;
let url: string;
let closeHttp: () => Promise<void>;

beforeAll(async () => {
  const config = { ...readConfig({}), jwtSecret: randomJwtSecret(), host: '127.0.0.1', port: 0 };
  const db = await createTestDatabase();
  // Counts the server's LISTENs that are still on, on PGlite and PostgreSQL alike.
  const listen: typeof db.listen = async (channel, onPayload) => {
    const stop = await db.listen(channel, onPayload);
    listening++;
    return async () => {
      await stop();
      listening--;
    };
  };
  ctx = { config, db: { ...db, listen }, keys: await apiKeys(config.jwtSecret) };
  realtime = createRealtimeServer(ctx, { ...DEFAULT_LIMITS, idleTimeoutMs: 400 });
  const closeRealtime = closeWithFile(() => realtime.close());
  const httpServer = http.createServer((_req, res) => res.end());
  httpServer.on('upgrade', (req, socket, head) => realtime.handleUpgrade(req, socket, head));
  const local = await listenLocally(httpServer);
  url = local.url;
  closeHttp = async () => {
    await closeRealtime();
    await local.close();
  };
});
afterAll(async () => {
  await closeHttp?.();
  await ctx?.db.close();
});

async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 5_000) throw new Error('condition never held');
    await sleep(20);
  }
}

it('drops a connection that stays silent, and keeps one that sends heartbeats', async () => {
  const silent = await RawSocket.open({ url }, ctx.keys.anonKey);
  const chatty = await RawSocket.open({ url }, ctx.keys.anonKey);
  const beat = setInterval(() => chatty.send([null, 'h', 'phoenix', 'heartbeat', {}]), 100);
  try {
    expect((await silent.closed).code).toBe(1006);
    await sleep(300);
    expect(chatty.ws.readyState).toBe(chatty.ws.OPEN);
  } finally {
    clearInterval(beat);
    await chatty.close();
  }
});

it('closes every socket and stops listening to the database on close()', async () => {
  // Three LISTENs: the change feed, the ends of sessions and the topic checks.
  await until(() => listening === 3);
  const raw = await RawSocket.open({ url }, ctx.keys.anonKey);
  await realtime.close();
  expect((await raw.closed).code).toBe(1001);
  expect(listening).toBe(0);
  await expect(RawSocket.open({ url }, ctx.keys.anonKey)).rejects.toThrow();
});

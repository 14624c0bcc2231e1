import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_RATE_LIMITS } from '../auth/auth-options';
import { dataDirVapidKeys, type VapidKeys } from '../push';
import { startFakePushService, type FakePushService } from './fake-push-service';
import type { TestDevice } from './push-keys';
import type { TestUser } from './realtime-clients';
import { startTestServer, type TestServer } from './test-server';

export interface PushTestServer {
  server: TestServer;
  pushService: FakePushService;
  vapid: VapidKeys;
  /** Sends every push due now (the outbox is also woken by commits; this waits for it). */
  flush(): Promise<void>;
  /** A new device on the fake push service, saved for the member through the API as the SPA saves it. */
  subscribe(member: TestUser): Promise<TestDevice>;
  close(): Promise<void>;
}

/**
 * A test server that sends pushes to a fake push service (server/testing/fake-push-service), with
 * VAPID keys made in a temporary data directory, as main.ts makes them in its own.
 */
export async function startPushTestServer(options: { timeoutMs?: number } = {}): Promise<PushTestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ascend-push-'));
  const [pushService, vapid] = await Promise.all([startFakePushService(), dataDirVapidKeys(dataDir)]);
  const server = await startTestServer({
    // Every test signs its members up from 127.0.0.1: more than a household's 10 accounts an hour.
    auth: { rateLimit: { ...DEFAULT_RATE_LIMITS, accountsPerAddress: { ...DEFAULT_RATE_LIMITS.accountsPerAddress, max: 1000 } } },
    push: { vapid, subject: 'mailto:support@example.com', testOrigins: [pushService.origin], timeoutMs: options.timeoutMs, pollMs: 600_000 },
  });
  await server.app.push!.ready;
  return {
    server,
    pushService,
    vapid,
    flush: () => server.app.push!.flush(),
    async subscribe(member) {
      const device = pushService.device();
      const { error } = await member.client.rpc('save_push_subscription', { endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth });
      if (error) throw new Error(`save_push_subscription: ${error.message}`);
      return device;
    },
    async close() {
      await server.close();
      await pushService.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

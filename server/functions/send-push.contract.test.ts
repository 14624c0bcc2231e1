import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { dataDirVapidKeys, type VapidKeys } from '../push';
import { recordPushSettings } from '../push/push-settings';
import { startFakePushService, type FakePushService } from '../testing/fake-push-service';
import { disconnectAll, signUpUser, type TestUser } from '../testing/realtime-clients';
import { startTestServer, type TestServer } from '../testing/test-server';

// send-push, hosted Supabase's sender of the push outbox (docs/deployment.md, Push notifications),
// run by the embedded gateway: the service role only; it takes what is due, signs with the VAPID
// secrets, and the fake push service decrypts the push message.
let server: TestServer;
let pushService: FakePushService;
let vapid: VapidKeys;
let dataDir: string;
const members: TestUser[] = [];
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'ascend-send-push-'));
  [pushService, vapid] = await Promise.all([startFakePushService(), dataDirVapidKeys(dataDir)]);
  server = await startTestServer({
    config: { functionSecrets: { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'mailto:support@example.com' } },
  });
  // No push option: the function is the only sender, as on hosted Supabase.
  await recordPushSettings(server.ctx.db, vapid.publicKey, [pushService.origin]);
});
afterAll(async () => {
  await disconnectAll(members.map((m) => m.client));
  await server.close();
  await pushService.close();
  await rm(dataDir, { recursive: true, force: true });
});

const call = (key: string) =>
  fetch(`${server.url}/functions/v1/send-push`, { method: 'POST', headers: { apikey: server.anonKey, Authorization: `Bearer ${key}` } });

it('sends the due pushes when the service role calls, and refuses members', async () => {
  const [noah, mia] = [await signUpUser(server, 'noah'), await signUpUser(server, 'mia')];
  members.push(noah, mia);
  const phone = pushService.device();
  expect((await mia.client.rpc('save_push_subscription', { endpoint: phone.endpoint, p256dh: phone.p256dh, auth: phone.auth })).error).toBeNull();
  expect((await noah.client.from('interests').insert({ sender_id: noah.id, receiver_id: mia.id })).error).toBeNull();

  const token = (await mia.client.auth.getSession()).data.session!.access_token;
  expect((await call(token)).status).toBe(403);
  const answer = await call(server.serviceRoleKey);
  expect([answer.status, await answer.json()]).toEqual([200, { taken: 1, sent: 1, skipped: 0, gone: 0, failed: 0 }]);
  expect(pushService.received(phone).map((p) => [p.publicKey, p.message])).toEqual([
    [vapid.publicKey, expect.objectContaining({ kind: 'like', body: '“Test” likes you', tag: `like:${noah.id}` })],
  ]);
  expect(await (await call(server.serviceRoleKey)).json()).toEqual({ taken: 0, sent: 0, skipped: 0, gone: 0, failed: 0 });
});

import { randomUUID } from 'node:crypto';
import { until } from '../testing/until';
import { startPushTestServer, type PushTestServer } from '../testing/push-server';
import { disconnectAll, matchUsers, realtimeTestClient, signUpUser, subscribe, type TestUser } from '../testing/realtime-clients';

// Who gets a push and when (docs/notifications.md, Push notifications): every notification row goes
// to each of the member's devices while she has no realtime channel open, as the fake push service
// receives it: signed with the server's VAPID key for that service's origin, and decrypted (RFC 8291)
// to the push message of the contract. 404 and 410 drop a device; signing out stops its pushes; an
// endpoint on no push service is refused; a restart loses no push.
jest.setTimeout(60_000);

let push: PushTestServer;
const members: TestUser[] = [];
beforeAll(async () => {
  push = await startPushTestServer({ timeoutMs: 2_000 });
});
afterAll(async () => {
  await disconnectAll(members.map((m) => m.client));
  await push.close();
});

async function member(name: string): Promise<TestUser> {
  const signedUp = await signUpUser(push.server, name);
  members.push(signedUp);
  return signedUp;
}
const like = async (from: TestUser, to: TestUser) => {
  const { error } = await from.client.from('interests').insert({ sender_id: from.id, receiver_id: to.id });
  expect(error).toBeNull();
};
const message = async (from: TestUser, to: TestUser, body: string) => {
  const { error } = await from.client.rpc('send_message', { message_id: randomUUID(), receiver: to.id, body });
  expect(error).toBeNull();
};
const firstName = 'Test';

it('sends a notification to her device, signed and encrypted, as the push message of the contract', async () => {
  const [noah, mia] = [await member('noah'), await member('mia')];
  const phone = await push.subscribe(mia);
  await like(noah, mia);
  await push.flush();
  const [received] = push.pushService.received(phone);
  const notificationId = (await mia.client.from('notifications').select('id').eq('actor_id', noah.id).single()).data!.id as string;
  expect(received.message).toEqual({
    v: 1,
    kind: 'like',
    title: 'Ascend',
    body: `“${firstName}” likes you`,
    url: '/home?likes',
    tag: `like:${noah.id}`,
    notificationId,
  });
  expect(received.publicKey).toBe(push.vapid.publicKey);
  expect(received.ttl).toBe('86400');
  expect(received.topic).toMatch(/^[\w-]{32}$/);
  expect(push.pushService.refused()).toEqual([]);
  // The key the SPA subscribes with is the key that signs.
  const visitor = realtimeTestClient(push.server.url, push.server.anonKey);
  expect((await visitor.rpc('get_push_public_key')).data).toBe(push.vapid.publicKey);
});

it("shows the start of a message unless she hides previews, one push per conversation's unread messages", async () => {
  const [noah, mia, zoe] = [await member('noah'), await member('mia'), await member('zoe')];
  await matchUsers(noah, mia);
  await matchUsers(noah, zoe);
  const [miasPhone, zoesPhone] = [await push.subscribe(mia), await push.subscribe(zoe)];
  expect((await zoe.client.from('profiles').update({ hide_message_previews: true }).eq('id', zoe.id)).error).toBeNull();
  await push.flush();
  const before = push.pushService.received(miasPhone).length;
  await message(noah, mia, 'Coffee on Friday?');
  await message(noah, zoe, 'A secret plan');
  await push.flush();
  // A second message while the first is unread writes no notification row, so no second push.
  await message(noah, mia, 'Or Saturday?');
  await push.flush();
  const miasPushes = push.pushService.received(miasPhone).slice(before);
  expect(miasPushes.map((p) => p.message)).toEqual([
    expect.objectContaining({ kind: 'message', body: `“${firstName}”: Coffee on Friday?`, url: `/messages/${noah.id}`, tag: `message:${noah.id}` }),
  ]);
  expect(push.pushService.received(zoesPhone).at(-1)!.message).toMatchObject({ kind: 'message', body: `“${firstName}” sent you a message` });
  expect(push.pushService.received(zoesPhone).at(-1)!.urgency).toBe('high');
});

it('speaks her saved language (profiles.locale), and still shows no message text when she hides previews', async () => {
  const [noah, mia, zoe] = [await member('noah'), await member('mia'), await member('zoe')];
  await matchUsers(noah, zoe);
  const [miasPhone, zoesPhone] = [await push.subscribe(mia), await push.subscribe(zoe)];
  for (const [who, fields] of [
    [mia, { locale: 'es' }],
    [zoe, { locale: 'es', hide_message_previews: true }],
  ] as const) {
    expect((await who.client.from('profiles').update(fields).eq('id', who.id)).error).toBeNull();
  }
  await push.flush();
  const [miasBefore, zoesBefore] = [push.pushService.received(miasPhone).length, push.pushService.received(zoesPhone).length];
  await like(noah, mia);
  await message(noah, zoe, 'A secret plan');
  await push.flush();
  expect(push.pushService.received(miasPhone).slice(miasBefore).map((p) => p.message)).toEqual([
    expect.objectContaining({ kind: 'like', title: 'Ascend', body: `Le gustas a “${firstName}”`, url: '/home?likes' }),
  ]);
  const zoesPushes = push.pushService.received(zoesPhone).slice(zoesBefore).map((p) => p.message as { kind: string; body: string });
  expect(zoesPushes.at(-1)).toMatchObject({ kind: 'message', body: `“${firstName}” te envió un mensaje` });
  expect(JSON.stringify(zoesPushes)).not.toContain('secret');
});

it('pushes nothing while she has the app open, and again once she leaves', async () => {
  const [noah, liam, mia] = [await member('noah'), await member('liam'), await member('mia')];
  const phone = await push.subscribe(mia);
  // Her open tab: a client of its own, whose socket closes when she leaves.
  const token = (await mia.client.auth.getSession()).data.session!.access_token;
  const tab = realtimeTestClient(push.server.url, push.server.anonKey, token);
  await tab.realtime.setAuth(token);
  await subscribe(
    tab.channel(`member-${mia.id}`).on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notifications', filter: `member_id=eq.${mia.id}` }, () => {}),
  );
  await like(noah, mia);
  await push.flush();
  expect(push.pushService.attempts(phone)).toBe(0);
  await disconnectAll([tab]);
  await until(() => !push.server.app.isMemberConnected(mia.id));
  await like(liam, mia);
  await push.flush();
  expect(push.pushService.received(phone).map((p) => (p.message as { tag: string }).tag)).toEqual([`like:${liam.id}`]);
});

it('writes no push when her toggle wants no notification', async () => {
  const [noah, mia] = [await member('noah'), await member('mia')];
  const phone = await push.subscribe(mia);
  expect((await mia.client.from('profiles').update({ notify_profile_likes: false }).eq('id', mia.id)).error).toBeNull();
  await like(noah, mia);
  await push.flush();
  expect(push.pushService.attempts(phone)).toBe(0);
});

it("reaches each of her devices; a device the push service says is gone (410, 404) is removed; signing out stops a device's pushes", async () => {
  const [noah, liam, ava, mia] = [await member('noah'), await member('liam'), await member('ava'), await member('mia')];
  const [phone, laptop, gone, missing] = [await push.subscribe(mia), await push.subscribe(mia), await push.subscribe(mia), await push.subscribe(mia)];
  push.pushService.answer(gone, 410);
  push.pushService.answer(missing, 404);
  await like(noah, mia);
  await push.flush();
  expect([phone, laptop].map((d) => push.pushService.received(d).length)).toEqual([1, 1]);
  const endpoints = async () => ((await mia.client.from('push_subscriptions').select('endpoint')).data ?? []).map((r) => r.endpoint as string).sort();
  expect(await endpoints()).toEqual([phone.endpoint, laptop.endpoint].sort());

  expect((await mia.client.rpc('remove_push_subscription', { endpoint: laptop.endpoint })).error).toBeNull();
  await like(liam, mia);
  await ava.client.rpc('record_profile_view', { member: mia.id });
  await push.flush();
  expect(push.pushService.received(laptop)).toHaveLength(1);
  expect(push.pushService.received(phone).map((p) => (p.message as { kind: string }).kind)).toEqual(['like', 'like', 'profile_view']);
  expect([gone, missing].map((d) => push.pushService.attempts(d))).toEqual([1, 1]);
});

it('tries a push again later when the push service fails or does not answer, without holding up the others', async () => {
  const [noah, mia] = [await member('noah'), await member('mia')];
  const [broken, slow, phone] = [await push.subscribe(mia), await push.subscribe(mia), await push.subscribe(mia)];
  push.pushService.answer(broken, 500);
  push.pushService.answer(slow, 'slow');
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  await like(noah, mia);
  await push.flush();
  expect(logged.mock.calls).toEqual([[`push: sending to ${new URL(push.pushService.origin).host} failed:`, expect.stringContaining('timeout')]]);
  logged.mockRestore();
  expect(push.pushService.received(phone)).toHaveLength(1);
  expect([broken, slow].map((d) => push.pushService.attempts(d))).toEqual([1, 1]);
  const { rows } = await push.server.ctx.db.query<{ endpoint: string; attempts: number; later: boolean }>(
    `select s.endpoint, o.attempts, o.due_at > now() as later from private.push_outbox o
       join public.push_subscriptions s on s.id = o.subscription_id where s.member_id = $1 order by s.endpoint`,
    [mia.id],
  );
  expect(rows).toEqual([broken.endpoint, slow.endpoint].sort().map((endpoint) => ({ endpoint, attempts: 1, later: true })));
});

it('loses no push to a restart: what was queued while it was down is sent when it starts', async () => {
  const [noah, mia] = [await member('noah'), await member('mia')];
  const phone = await push.subscribe(mia);
  await push.server.app.push!.stop();
  await like(noah, mia);
  expect(push.pushService.attempts(phone)).toBe(0);
  await push.server.restart();
  await push.flush();
  expect(push.pushService.received(phone)).toHaveLength(1);
});

it('refuses an endpoint on no push service, and lists nobody else’s devices', async () => {
  const [mia, noah] = [await member('mia'), await member('noah')];
  await push.subscribe(mia);
  const device = push.pushService.device();
  for (const endpoint of ['http://127.0.0.1:9/push', 'https://example.com/push', `${push.pushService.origin.replace('127.0.0.1', 'localhost')}/push`]) {
    const { error } = await noah.client.rpc('save_push_subscription', { endpoint, p256dh: device.p256dh, auth: device.auth });
    expect([endpoint, error?.code]).toEqual([endpoint, '22023']);
  }
  expect((await noah.client.from('push_subscriptions').select('endpoint').eq('member_id', mia.id)).data).toEqual([]);
});

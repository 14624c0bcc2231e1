import { sendMessage } from '../../testing/messaging-members';
import { testDevice, type TestDevice } from '../../testing/push-keys';
import { createTestDatabase } from '../../testing/test-database';
import { ANON, as, createUsers, makeMatch, SERVICE, type TestUser } from '../../testing/test-users';
import type { Database } from '../types';

// A member's devices and the push outbox (supabase/schemas/push; docs/notifications.md, Push
// notifications): which endpoints and keys are taken, 10 devices a member, a device changing hands,
// nobody reading or removing another's, and what take_pushes and finish_pushes do.
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const save = (member: TestUser, device: Pick<TestDevice, 'endpoint' | 'p256dh' | 'auth'>) =>
  as(db, member)('select public.save_push_subscription($1, $2, $3)', [device.endpoint, device.p256dh, device.auth]);
const remove = (member: TestUser, endpoint: string) => as(db, member)('select public.remove_push_subscription($1)', [endpoint]);
const endpointsOf = async (member: TestUser) =>
  (await db.query<{ endpoint: string }>('select endpoint from public.push_subscriptions where member_id = $1 order by created_at, id', [member.id])).rows.map(
    (r) => r.endpoint,
  );
const outboxOf = async (member: TestUser) =>
  (
    await db.query<{ endpoint: string; kind: string }>(
      `select s.endpoint, n.kind from private.push_outbox o join public.push_subscriptions s on s.id = o.subscription_id
         join public.notifications n on n.id = o.notification_id where n.member_id = $1`,
      [member.id],
    )
  ).rows;

interface Push {
  push_id: string;
  member_id: string;
  endpoint: string;
  kind: string;
  actor_id: string;
  actor_name: string | null;
  preview: string | null;
}
const take = async () => (await as(db, SERVICE)<Push>('select * from public.take_pushes(100, 60)')).rows;
const finish = (lists: { sent?: string[]; skipped?: string[]; gone?: string[]; failed?: string[] }) =>
  as(db, SERVICE)('select public.finish_pushes($1, $2, $3, $4)', [lists.sent ?? [], lists.skipped ?? [], lists.gone ?? [], lists.failed ?? []]);
/** Every due push is sent, so a test starts with an empty outbox. */
beforeEach(async () => {
  await db.query('delete from private.push_outbox');
});

describe('save_push_subscription', () => {
  it("saves the caller's device; she reads it, nobody else does", async () => {
    const [member, other] = await createUsers(db, 2);
    const device = testDevice();
    await save(member, device);
    expect(await endpointsOf(member)).toEqual([device.endpoint]);
    expect((await as(db, member)('select endpoint from public.push_subscriptions')).rows).toEqual([{ endpoint: device.endpoint }]);
    expect((await as(db, other)('select endpoint from public.push_subscriptions where member_id = $1', [member.id])).rows).toEqual([]);
    await expect(as(db, ANON)('select * from public.push_subscriptions')).rejects.toMatchObject({ code: '42501' });
    await expect(save(ANON as never, device)).rejects.toMatchObject({ code: '42501' });
  });

  it.each([
    ['https://updates.push.services.mozilla.com/wpush/v2/abc'],
    ['https://web.push.apple.com/QGuQyavXutnMH'],
    ['https://wns2-par02p.notify.windows.com/w/?token=abc'],
    ['https://fcm.googleapis.com:443/fcm/send/abc'],
  ])('takes an endpoint of a push service: %s', async (endpoint) => {
    const [member] = await createUsers(db, 1);
    await save(member, { ...testDevice(), endpoint });
    expect(await endpointsOf(member)).toEqual([endpoint]);
  });

  it.each([
    ['http, not https', 'http://fcm.googleapis.com/fcm/send/abc'],
    ['another host', 'https://example.com/push'],
    ['a host that only ends like one', 'https://evilfcm.googleapis.com/fcm/send/abc'],
    ['a subdomain where none is allowed', 'https://x.fcm.googleapis.com/fcm/send/abc'],
    ['a user part', 'https://fcm.googleapis.com@example.com/push'],
    ['a host with a push service as its subdomain', 'https://fcm.googleapis.com.example.com/push'],
    ['no path', 'https://fcm.googleapis.com'],
    ['a local address', 'http://127.0.0.1:9/push'],
    ['more than 1000 characters', `https://fcm.googleapis.com/fcm/send/${'a'.repeat(1000)}`],
    ['spaces', 'https://fcm.googleapis.com/fcm/send/a b'],
  ])('refuses an endpoint with %s', async (_, endpoint) => {
    const [member] = await createUsers(db, 1);
    await expect(save(member, { ...testDevice(), endpoint })).rejects.toMatchObject({ code: '22023' });
    expect(await endpointsOf(member)).toEqual([]);
  });

  it('takes a local origin only while private.push_test_origins lists it', async () => {
    const [member] = await createUsers(db, 1);
    const device = testDevice('http://127.0.0.1:9');
    await expect(save(member, device)).rejects.toMatchObject({ code: '22023' });
    await db.query(`insert into private.push_test_origins (origin) values ('http://127.0.0.1:9')`);
    try {
      await save(member, device);
      await expect(save(member, testDevice('http://127.0.0.1:99'))).rejects.toMatchObject({ code: '22023' });
      expect(await endpointsOf(member)).toEqual([device.endpoint]);
    } finally {
      await db.query('delete from private.push_test_origins');
    }
  });

  it.each([
    ['a short p256dh', { p256dh: testDevice().p256dh.slice(0, 86) }],
    ['a p256dh that is not a point', { p256dh: `A${testDevice().p256dh.slice(1)}` }],
    ['padding', { auth: `${testDevice().auth}==` }],
    ['standard base64', { auth: `${testDevice().auth.slice(0, 21)}+` }],
    ['a long auth', { auth: `${testDevice().auth}AA` }],
    ['no auth', { auth: null }],
  ])('refuses %s', async (_, keys) => {
    const [member] = await createUsers(db, 1);
    await expect(save(member, { ...testDevice(), ...(keys as object) })).rejects.toMatchObject({ code: '22023' });
  });

  it('keeps 10 devices a member: an 11th drops her oldest', async () => {
    const [member] = await createUsers(db, 1);
    const devices = Array.from({ length: 11 }, () => testDevice());
    for (const device of devices) await save(member, device);
    expect(await endpointsOf(member)).toEqual(devices.slice(1).map((d) => d.endpoint));
  });

  it("moves a device saved by another member to the caller, without the other's queued pushes", async () => {
    const [first, second, actor] = await createUsers(db, 3);
    const device = testDevice();
    await save(first, device);
    await as(db, actor)('insert into public.interests (sender_id, receiver_id) values ($1, $2)', [actor.id, first.id]);
    expect(await outboxOf(first)).toHaveLength(1);
    await save(second, device);
    expect(await endpointsOf(first)).toEqual([]);
    expect(await endpointsOf(second)).toEqual([device.endpoint]);
    expect(await outboxOf(first)).toEqual([]);
  });
});

describe('remove_push_subscription', () => {
  it("removes the caller's own device only", async () => {
    const [member, other] = await createUsers(db, 2);
    const device = testDevice();
    await save(member, device);
    await remove(other, device.endpoint);
    expect(await endpointsOf(member)).toEqual([device.endpoint]);
    await remove(member, device.endpoint);
    expect(await endpointsOf(member)).toEqual([]);
    await expect(remove(ANON as never, device.endpoint)).rejects.toMatchObject({ code: '42501' });
  });
});

describe('get_push_public_key', () => {
  it('is null until the server records its key, then that key, for visitors too', async () => {
    expect((await as(db, ANON)('select public.get_push_public_key() as key')).rows).toEqual([{ key: null }]);
    const key = testDevice().p256dh;
    await db.query('insert into private.push_settings (vapid_public_key) values ($1)', [key]);
    try {
      expect((await as(db, ANON)('select public.get_push_public_key() as key')).rows).toEqual([{ key }]);
    } finally {
      await db.query('delete from private.push_settings');
    }
  });
});

describe('the push outbox', () => {
  it('queues one push per device for every notification row, none when her toggle writes no row', async () => {
    const [member, actor, quiet] = await createUsers(db, 3);
    const [phone, laptop] = [testDevice(), testDevice()];
    await save(member, phone);
    await save(member, laptop);
    await save(quiet, testDevice());
    await db.query('update public.profiles set notify_profile_likes = false where id = $1', [quiet.id]);
    await as(db, actor)('insert into public.interests (sender_id, receiver_id) values ($1, $2)', [actor.id, member.id]);
    await as(db, actor)('insert into public.interests (sender_id, receiver_id) values ($1, $2)', [actor.id, quiet.id]);
    expect((await outboxOf(member)).map((p) => p.endpoint).sort()).toEqual([phone.endpoint, laptop.endpoint].sort());
    expect(await outboxOf(quiet)).toEqual([]);
  });

  it('gives the name she may see and the newest unread message, unless she hides previews', async () => {
    const [member, partner, hider] = await createUsers(db, 3);
    await makeMatch(db, member, partner);
    await makeMatch(db, hider, partner);
    await save(member, testDevice());
    await save(hider, testDevice());
    await db.query('update public.profiles set hide_message_previews = true where id = $1', [hider.id]);
    await sendMessage(db, partner, member, 'x'.repeat(150));
    await sendMessage(db, partner, hider, 'A secret');
    const pushes = await take();
    const name = (await db.query<{ first_name: string }>('select first_name from public.profiles where id = $1', [partner.id])).rows[0].first_name;
    expect(pushes.find((p) => p.member_id === member.id)).toMatchObject({ kind: 'message', actor_id: partner.id, actor_name: name, preview: 'x'.repeat(100) });
    expect(pushes.find((p) => p.member_id === hider.id)).toMatchObject({ kind: 'message', actor_name: name, preview: null });
  });

  it('hides the name of a member hidden from her', async () => {
    const [member, actor] = await createUsers(db, 2);
    await save(member, testDevice());
    await db.query(`update public.profiles set visibility = 'nobody' where id = $1`, [actor.id]);
    await as(db, actor)('insert into public.interests (sender_id, receiver_id) values ($1, $2)', [actor.id, member.id]);
    expect((await take()).find((p) => p.member_id === member.id)).toMatchObject({ kind: 'like', actor_name: null });
  });

  it('leases what it gives, and finish_pushes deletes, retries later or drops the device', async () => {
    const [member, actor] = await createUsers(db, 2);
    const [sent, gone, failed] = [testDevice(), testDevice(), testDevice()];
    for (const device of [sent, gone, failed]) await save(member, device);
    await as(db, actor)('insert into public.interests (sender_id, receiver_id) values ($1, $2)', [actor.id, member.id]);
    const pushes = await take();
    expect(pushes).toHaveLength(3);
    expect(await take()).toEqual([]);
    const id = (device: TestDevice) => pushes.find((p) => p.endpoint === device.endpoint)!.push_id;
    await finish({ sent: [id(sent)], gone: [id(gone)], failed: [id(failed)] });
    expect((await outboxOf(member)).map((p) => p.endpoint)).toEqual([failed.endpoint]);
    expect((await endpointsOf(member)).sort()).toEqual([sent.endpoint, failed.endpoint].sort());
    const { rows } = await db.query<{ last_pushed_at: Date | null; endpoint: string }>(
      'select endpoint, last_pushed_at from public.push_subscriptions where member_id = $1',
      [member.id],
    );
    expect(rows.find((r) => r.endpoint === sent.endpoint)?.last_pushed_at).not.toBeNull();
    expect(rows.find((r) => r.endpoint === failed.endpoint)?.last_pushed_at).toBeNull();
    expect(await take()).toEqual([]);
    // Due again after its back-off; given up after 5 attempts.
    await db.query(`update private.push_outbox set due_at = now() - interval '1 second'`);
    expect(await take()).toHaveLength(1);
    await db.query(`update private.push_outbox set due_at = now() - interval '1 second', attempts = 5`);
    expect(await take()).toEqual([]);
    expect(await outboxOf(member)).toEqual([]);
  });

  it('is for the service role only', async () => {
    const [member] = await createUsers(db, 1);
    await expect(as(db, member)('select * from public.take_pushes(1, 60)')).rejects.toMatchObject({ code: '42501' });
    await expect(as(db, member)('select public.finish_pushes(null, null, null, null)')).rejects.toMatchObject({ code: '42501' });
    await expect(as(db, ANON)('select * from public.take_pushes(1, 60)')).rejects.toMatchObject({ code: '42501' });
  });
});

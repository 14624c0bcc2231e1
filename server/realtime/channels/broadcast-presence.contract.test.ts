import { createClient, type RealtimeChannel } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { Inbox, sleep } from '../../testing/inbox';
import { signUpMembers, useTestServer } from '../../testing/contract-server';
import { disconnectAll, subscribe } from '../../testing/realtime-clients';

const given = useTestServer((server) => signUpMembers(server, ['alice', 'bob']));

type Broadcast = { type: string; event: string; payload: unknown };

describe('broadcast', () => {
  let aliceRoom: RealtimeChannel;
  const aliceHears = new Inbox<Broadcast>();
  const bobHears = new Inbox<Broadcast>();

  // Acks make every send settle; without them realtime-js leaves a 10 s timer per send behind.
  beforeAll(async () => {
    aliceRoom = await subscribe(
      given.alice.client.channel('chat:ab', { config: { broadcast: { ack: true } } }).on('broadcast', { event: 'typing' }, aliceHears.push),
    );
    await subscribe(
      given.bob.client.channel('chat:ab', { config: { broadcast: { self: true, ack: true } } }).on('broadcast', { event: '*' }, bobHears.push),
    );
  });

  it('reaches the others on the topic and not the sender, unless it asked for self', async () => {
    // With ack, 'ok' means the server answered: a lost or refused broadcast would time out.
    expect(await aliceRoom.send({ type: 'broadcast', event: 'typing', payload: { userId: given.alice.id } })).toBe('ok');
    const [heard] = await bobHears.waitFor(1);
    expect(heard).toEqual({ type: 'broadcast', event: 'typing', payload: { userId: given.alice.id } });
    const bobRoom = given.bob.client.getChannels().find((c) => c.topic === 'realtime:chat:ab')!;
    await bobRoom.send({ type: 'broadcast', event: 'typing', payload: { userId: given.bob.id } });
    await bobHears.waitFor(2);
    await aliceHears.waitFor(1);
    await sleep(200);
    expect(aliceHears.received).toEqual([{ type: 'broadcast', event: 'typing', payload: { userId: given.bob.id } }]);
    expect(bobHears.received).toHaveLength(2);
  });

  it('carries bytes as bytes', async () => {
    const bytes = new Uint8Array([1, 2, 250]).buffer;
    expect(await aliceRoom.send({ type: 'broadcast', event: 'blob', payload: bytes })).toBe('ok');
    const [, , heard] = await bobHears.waitFor(3);
    expect(heard.event).toBe('blob');
    expect([...new Uint8Array(heard.payload as ArrayBuffer)]).toEqual([1, 2, 250]);
  });

  it('does not cross topics', async () => {
    const other = await subscribe(given.alice.client.channel('chat:elsewhere', { config: { broadcast: { ack: true } } }));
    await other.send({ type: 'broadcast', event: 'typing', payload: { where: 'elsewhere' } });
    await sleep(200);
    expect(bobHears.received.some((b) => (b.payload as { where?: string }).where === 'elsewhere')).toBe(false);
    await given.alice.client.removeChannel(other);
  });

  it('reaches and comes from clients on serializer 1.0.0', async () => {
    const old = createClient(given.server.url, given.server.anonKey, { realtime: { transport: WebSocket as never, vsn: '1.0.0' } });
    const oldHears = new Inbox<Broadcast>();
    const oldRoom = await subscribe(
      old.channel('chat:ab', { config: { broadcast: { ack: true } } }).on('broadcast', { event: 'typing' }, oldHears.push),
    );
    await aliceRoom.send({ type: 'broadcast', event: 'typing', payload: { from: 'v2' } });
    expect((await oldHears.waitFor(1))[0].payload).toEqual({ from: 'v2' });
    expect(await oldRoom.send({ type: 'broadcast', event: 'typing', payload: { from: 'v1' } })).toBe('ok');
    const heard = await bobHears.waitFor(5);
    expect(heard.at(-1)).toEqual({ type: 'broadcast', event: 'typing', payload: { from: 'v1' } });
    await disconnectAll([old]);
  });
});

describe('presence', () => {
  it('shows who is online to everyone on the topic, and who left', async () => {
    const bobRoom = given.bob.client.channel('online', { config: { presence: { key: given.bob.id } } });
    const joins = new Inbox<{ key: string; newPresences: { status: string }[] }>();
    const leaves = new Inbox<{ key: string }>();
    bobRoom.on('presence', { event: 'join' }, joins.push).on('presence', { event: 'leave' }, leaves.push);
    await subscribe(bobRoom);
    expect(await bobRoom.track({ status: 'online' })).toBe('ok');
    await joins.waitFor(1);

    const aliceRoom = given.alice.client.channel('online', { config: { presence: { key: given.alice.id } } });
    const aliceSynced = new Inbox<void>();
    aliceRoom.on('presence', { event: 'sync' }, () => aliceSynced.push());
    await subscribe(aliceRoom);
    await aliceSynced.waitFor(1);
    expect(aliceRoom.presenceState()).toEqual({ [given.bob.id]: [expect.objectContaining({ status: 'online' })] });

    await aliceRoom.track({ status: 'typing' });
    const [, aliceJoined] = await joins.waitFor(2);
    expect(aliceJoined).toMatchObject({ key: given.alice.id, newPresences: [{ status: 'typing' }] });
    expect(Object.keys(bobRoom.presenceState()).sort()).toEqual([given.alice.id, given.bob.id].sort());

    await aliceRoom.untrack();
    const [left] = await leaves.waitFor(1);
    expect(left.key).toBe(given.alice.id);
    expect(Object.keys(bobRoom.presenceState())).toEqual([given.bob.id]);

    // A tab that closes without a word leaves too.
    await aliceRoom.track({ status: 'online' });
    await joins.waitFor(3);
    await disconnectAll([given.alice.client]);
    await leaves.waitFor(2);
    expect(Object.keys(bobRoom.presenceState())).toEqual([given.bob.id]);
  });
});

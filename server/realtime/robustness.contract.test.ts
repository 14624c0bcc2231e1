import WebSocket from 'ws';
import { Inbox } from '../testing/inbox';
import { RawSocket } from '../testing/raw-socket';
import { disconnectAll, matchUsers, signUpUser, subscribe, type TestUser } from '../testing/realtime-clients';
import { startTestServer, type TestServer } from '../testing/test-server';
import { DEFAULT_LIMITS } from './realtime-hub';
import { REASONS } from './reasons';

let server: TestServer;
let alice: TestUser;
let bob: TestUser;
// Bob listens all along: whatever other clients do, his messages keep coming.
const bobInbox = new Inbox<{ new: { content: string } }>();

beforeAll(async () => {
  server = await startTestServer();
  alice = await signUpUser(server, 'alice');
  bob = await signUpUser(server, 'bob');
  await matchUsers(alice, bob);
  await subscribe(
    bob.client
      .channel('bob')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages', filter: `receiver_id=eq.${bob.id}` }, bobInbox.push),
  );
});
afterAll(async () => {
  await disconnectAll([alice.client, bob.client]);
  await server.close();
});

/** Sends Bob a message and checks that it arrives: the server still serves him. */
async function bobStillReceives(content: string): Promise<void> {
  // Counted before the insert: on PostgreSQL the event can reach Bob before the insert's answer
  // reaches Alice, and a count taken after it would wait for one event too many.
  const before = bobInbox.received.length;
  const { error } = await alice.client.from('messages').insert({ sender_id: alice.id, receiver_id: bob.id, content });
  expect(error).toBeNull();
  const events = await bobInbox.waitFor(before + 1);
  expect(events.at(-1)!.new.content).toBe(content);
}

function upgradeStatus(path: string): Promise<number> {
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}${path}`);
  return new Promise((resolve, reject) => {
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      // Cutting a refused handshake short is reported as an error: expected here.
      ws.on('error', () => undefined);
      ws.terminate();
    });
    ws.once('open', () => reject(new Error('upgrade accepted')));
  });
}

describe('the upgrade', () => {
  it('needs the realtime path, a project API key and a known serializer', async () => {
    expect(await upgradeStatus('/realtime/v1/websocket?vsn=2.0.0')).toBe(401);
    expect(await upgradeStatus('/realtime/v1/websocket?apikey=nope&vsn=2.0.0')).toBe(401);
    expect(await upgradeStatus(`/realtime/v1/websocket?apikey=${server.anonKey}&vsn=9.9.9`)).toBe(400);
    expect(await upgradeStatus(`/rest/v1/websocket?apikey=${server.anonKey}&vsn=2.0.0`)).toBe(404);
  });
});

describe('bad frames', () => {
  it.each([
    ['text that is not JSON', 'hello'],
    ['a frame of the wrong shape', JSON.stringify(['1', '1', 'realtime:x'])],
    ['a frame without a payload object', JSON.stringify(['1', '1', 'realtime:x', 'phx_join', 'nope'])],
  ])('close the socket that sent %s, and only it', async (_name, frame) => {
    const raw = await RawSocket.open(server, server.anonKey);
    raw.send(frame);
    expect((await raw.closed).code).toBe(1007);
    await bobStillReceives(`after ${_name}`);
  });

  it('close the socket for a binary frame the protocol has no use for', async () => {
    const raw = await RawSocket.open(server, server.anonKey);
    raw.ws.send(Buffer.from([9, 9, 9]));
    expect((await raw.closed).code).toBe(1007);
  });
});

describe('unknown topics and events', () => {
  it('get an error reply, and the socket stays usable', async () => {
    const raw = await RawSocket.open(server, server.anonKey);
    expect((await raw.join('room:lobby', {}, '1'))[4]).toEqual({ status: 'error', response: { reason: REASONS.unmatchedTopic } });
    raw.send([null, '2', 'realtime:never-joined', 'broadcast', { type: 'broadcast', event: 'x', payload: {} }]);
    expect((await raw.reply('2'))[4]).toEqual({ status: 'error', response: { reason: REASONS.unmatchedTopic } });
    expect((await raw.join('realtime:room', {}, '3'))[4]).toMatchObject({ status: 'ok' });
    raw.send(['3', '4', 'realtime:room', 'shout', {}]);
    expect((await raw.reply('4'))[4]).toEqual({ status: 'error', response: { reason: REASONS.unknownEvent('shout') } });
    raw.send([null, '5', 'phoenix', 'heartbeat', {}]);
    expect((await raw.reply('5'))[4]).toEqual({ status: 'ok', response: {} });
    await raw.close();
  });
});

describe('limits', () => {
  it('bound the channels one socket may join', async () => {
    const raw = await RawSocket.open(server, server.anonKey);
    const max = DEFAULT_LIMITS.maxChannelsPerConnection;
    for (let i = 0; i < max; i++) raw.send([`${i}`, `${i}`, `realtime:many-${i}`, 'phx_join', {}]);
    await raw.reply(`${max - 1}`);
    expect((await raw.join('realtime:one-too-many', {}, 'last'))[4]).toEqual({
      status: 'error',
      response: { reason: REASONS.tooManyChannels },
    });
    await raw.close();
  });

  it('close a channel that broadcasts more than 10 events a second, and no other', async () => {
    const flooder = await RawSocket.open(server, server.anonKey);
    const listener = await RawSocket.open(server, server.anonKey);
    await flooder.join('realtime:flood', {}, 'j');
    await listener.join('realtime:flood', {}, 'j');
    for (let i = 0; i < 15; i++) {
      flooder.send(['j', `${i}`, 'realtime:flood', 'broadcast', { type: 'broadcast', event: 'spam', payload: { i } }]);
    }
    const system = await flooder.next((f) => f[3] === 'system');
    expect(system[4]).toEqual({ extension: 'system', status: 'error', message: REASONS.tooManyEvents, channel: 'flood' });
    await flooder.next((f) => f[3] === 'phx_close' && f[0] === 'j');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const heard = listener.frames.filter((f) => f[3] === 'broadcast');
    expect(heard).toHaveLength(DEFAULT_LIMITS.eventsPerSecond);
    // The socket itself is still open: it can join again.
    expect((await flooder.join('realtime:other', {}, 'k'))[4]).toMatchObject({ status: 'ok' });
    await bobStillReceives('after a flood');
    await flooder.close();
    await listener.close();
  });
});

describe('a client that vanishes', () => {
  it('is cleaned up: its presence leaves the topic', async () => {
    const watcher = await RawSocket.open(server, server.anonKey);
    await watcher.join('realtime:lobby', { config: { presence: { enabled: true } } }, 'w');
    const ghost = await RawSocket.open(server, server.anonKey);
    await ghost.join('realtime:lobby', { config: { presence: { key: 'ghost', enabled: true } } }, 'g');
    ghost.send(['g', 't', 'realtime:lobby', 'presence', { type: 'presence', event: 'track', payload: { online: true } }]);
    await watcher.next((f) => f[3] === 'presence_diff' && 'ghost' in (f[4].joins as object));
    ghost.ws.terminate();
    const left = await watcher.next((f) => f[3] === 'presence_diff' && 'ghost' in (f[4].leaves as object));
    expect(left[4].leaves).toEqual({ ghost: { metas: [expect.objectContaining({ online: true })] } });
    await watcher.close();
  });
});

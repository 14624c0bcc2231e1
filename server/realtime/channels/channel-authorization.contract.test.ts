import { signJwt } from '../../jwt';
import { sleep } from '../../testing/inbox';
import { RawSocket } from '../../testing/raw-socket';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { createAccounts } from '../../testing/test-users';

// How the server applies realtime.messages policies to private channels, frame by frame. The
// policies here are the test's own: readable `room:*` topics, writable only `room:open*`, and a
// topic only one member may read.

const ALICE = '00000000-0000-4000-8000-00000000000a';
const BOB = '00000000-0000-4000-8000-00000000000b';

let server: TestServer;
const sockets: RawSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  await createAccounts(server.ctx.db, [ALICE, BOB]);
  await server.ctx.db.query(`create policy "test: members read rooms" on realtime.messages for select
    to authenticated using ((select realtime.topic()) like 'room:%')`);
  await server.ctx.db.query(`create policy "test: members write open rooms" on realtime.messages for insert
    to authenticated with check ((select realtime.topic()) like 'room:open%')`);
  await server.ctx.db.query(`create policy "test: alice's own topic" on realtime.messages for select
    to authenticated using ((select realtime.topic()) = 'alice-only' and (select auth.uid()) = '${ALICE}')`);
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await server.close();
});

const tokenFor = (sub: string) => signJwt({ role: 'authenticated', sub, aud: 'authenticated' }, server.ctx.config.jwtSecret, 600);

/** A socket joined to `topic` as `sub`; the join's reply status is checked by the caller. */
async function joined(sub: string, topic: string, isPrivate = true) {
  const socket = await RawSocket.open(server, server.anonKey);
  sockets.push(socket);
  const config = { private: isPrivate, broadcast: { ack: true }, presence: { key: sub } };
  const reply = await socket.join(`realtime:${topic}`, { config, access_token: await tokenFor(sub) }, '1');
  return { socket, status: (reply[4] as { status: string }).status };
}

const broadcastFrame = (topic: string, ref: string, text: string) =>
  ['1', ref, `realtime:${topic}`, 'broadcast', { type: 'broadcast', event: 'typing', payload: { text } }];
const heard = (socket: RawSocket, text: string) =>
  socket.frames.some((f) => f[3] === 'broadcast' && JSON.stringify(f[4]).includes(text));

describe('a private channel the member may read but not write', () => {
  it('joins, but its broadcasts reach nobody and its presence is refused', async () => {
    const bob = await joined(BOB, 'room:quiet');
    const alice = await joined(ALICE, 'room:quiet');
    expect([bob.status, alice.status]).toEqual(['ok', 'ok']);
    bob.socket.send(broadcastFrame('room:quiet', '2', 'from bob'));
    bob.socket.send(['1', '3', 'realtime:room:quiet', 'presence', { type: 'presence', event: 'track', payload: { at: 1 } }]);
    const track = await bob.socket.reply('3');
    expect(track[4]).toEqual({ status: 'error', response: { reason: 'unauthorized' } });
    await sleep(200);
    expect(heard(alice.socket, 'from bob')).toBe(false);
    // Like hosted, a refused broadcast gets no ack either.
    expect(bob.socket.frames.some((f) => f[1] === '2')).toBe(false);
  });
});

describe('a private and a public channel on the same topic', () => {
  it('do not hear each other', async () => {
    const member = await joined(ALICE, 'room:open-hall');
    const outsider = await joined(BOB, 'room:open-hall', false);
    const otherMember = await joined(BOB, 'room:open-hall');
    member.socket.send(broadcastFrame('room:open-hall', '2', 'private words'));
    outsider.socket.send(broadcastFrame('room:open-hall', '2', 'public words'));
    await member.socket.reply('2');
    await outsider.socket.reply('2');
    await otherMember.socket.next((f) => f[3] === 'broadcast');
    await sleep(200);
    expect(heard(otherMember.socket, 'private words')).toBe(true);
    expect(heard(outsider.socket, 'private words')).toBe(false);
    expect(heard(member.socket, 'public words')).toBe(false);
  });
});

describe('a new access token on a private channel', () => {
  it('keeps the channel while the policies still let the new claims read it', async () => {
    const alice = await joined(ALICE, 'alice-only');
    expect(alice.status).toBe('ok');
    await sleep(1_100); // a token issued a second later differs
    alice.socket.send(['1', '2', 'realtime:alice-only', 'access_token', { access_token: await tokenFor(ALICE) }]);
    await sleep(200);
    expect(alice.socket.frames.some((f) => f[3] === 'phx_close')).toBe(false);
  });

  it('closes the channel when they no longer do', async () => {
    const alice = await joined(ALICE, 'alice-only');
    alice.socket.send(['1', '2', 'realtime:alice-only', 'access_token', { access_token: await tokenFor(BOB) }]);
    const system = await alice.socket.next((f) => f[3] === 'system');
    expect(system[4]).toMatchObject({
      status: 'error',
      message: 'You do not have permissions to read from this Channel topic: alice-only',
    });
    await alice.socket.next((f) => f[3] === 'phx_close');
  });
});

it('keeps nothing of its checks in realtime.messages', async () => {
  expect((await joined(BOB, 'alice-only')).status).toBe('error');
  const { rows } = await server.ctx.db.query<{ n: number }>('select count(*)::int as n from realtime.messages');
  expect(rows[0].n).toBe(0);
});

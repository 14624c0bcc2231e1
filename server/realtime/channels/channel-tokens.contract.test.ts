import { signJwt } from '../../jwt';
import { Inbox, sleep } from '../../testing/inbox';
import { RawSocket } from '../../testing/raw-socket';
import { signUpMembers, useTestServer } from '../../testing/contract-server';
import { disconnectAll, matchUsers, realtimeTestClient, subscribe } from '../../testing/realtime-clients';
import { REASONS } from '../reasons';

const given = useTestServer(async (server) => {
  const members = await signUpMembers(server, ['alice', 'bob']);
  await matchUsers(members.alice, members.bob);
  return members;
});

const tokenFor = (sub: string, expiresIn: number, secret = given.server.ctx.config.jwtSecret) =>
  signJwt({ role: 'authenticated', sub, aud: 'authenticated' }, secret, expiresIn);

const bobsMessages = { event: 'INSERT', schema: 'public', table: 'messages' } as const;

async function sendBob(content: string): Promise<void> {
  const { error } = await given.alice.client.from('messages').insert({ sender_id: given.alice.id, receiver_id: given.bob.id, content });
  if (error) throw error;
}

describe('joining with a bad token', () => {
  it.each([
    ['a token that is not a JWT', async () => 'not-a-token', REASONS.tokenInvalid],
    ['a token signed with another secret', () => tokenFor(given.bob.id, 60, 'another-secret-another-secret-another-secret'), REASONS.tokenInvalid],
    ['an expired token', () => tokenFor(given.bob.id, -5), 'Token has expired'],
  ])('is refused: %s', async (_name, token, reason) => {
    const client = realtimeTestClient(given.server.url, given.server.anonKey);
    await client.realtime.setAuth(await token());
    const channel = client.channel('refused').on('postgres_changes', bobsMessages, () => {});
    await expect(subscribe(channel)).rejects.toThrow(reason);
    await disconnectAll([client]);
  });
});

describe('a visitor with the anon key', () => {
  it('may join, but row-level security lets no message through', async () => {
    const visitor = realtimeTestClient(given.server.url, given.server.anonKey);
    const inbox = new Inbox();
    await subscribe(visitor.channel('peek').on('postgres_changes', bobsMessages, inbox.push));
    const bobInbox = new Inbox();
    await subscribe(given.bob.client.channel('bob').on('postgres_changes', bobsMessages, bobInbox.push));
    await sendBob('not for visitors');
    await bobInbox.waitFor(1);
    await sleep(200);
    expect(inbox.received).toEqual([]);
    await disconnectAll([visitor]);
  });
});

describe('the access_token event', () => {
  it('switches the channel to the new claims', async () => {
    const raw = await RawSocket.open(given.server, given.server.anonKey);
    const reply = await raw.join('realtime:switch', { config: { postgres_changes: [bobsMessages] } }, 'j');
    expect(reply[4]).toMatchObject({ status: 'ok' });
    await sendBob('seen by nobody yet');
    await sleep(300);
    expect(raw.frames.filter((f) => f[3] === 'postgres_changes')).toEqual([]);
    raw.send(['j', 'a', 'realtime:switch', 'access_token', { access_token: await tokenFor(given.bob.id, 60) }]);
    // access_token has no reply; frames are handled in order, so a heartbeat's reply means it is applied.
    raw.send([null, 'h', 'phoenix', 'heartbeat', {}]);
    await raw.reply('h');
    await sendBob('seen by Bob');
    const change = await raw.next((f) => f[3] === 'postgres_changes');
    expect(change[4]).toMatchObject({ data: { type: 'INSERT', record: { content: 'seen by Bob' } } });
    await raw.close();
  });

  it('keeps a channel open past its first token, and an expired one closes it with an error', async () => {
    const raw = await RawSocket.open(given.server, given.server.anonKey);
    await raw.join('realtime:refresh', { access_token: await tokenFor(given.bob.id, 2) }, 'j');
    raw.send(['j', 'a', 'realtime:refresh', 'access_token', { access_token: await tokenFor(given.bob.id, 60) }]);
    await sleep(3_000);
    expect(raw.frames.filter((f) => f[3] === 'phx_close')).toEqual([]);
    raw.send(['j', 'b', 'realtime:refresh', 'access_token', { access_token: await tokenFor(given.bob.id, -1) }]);
    const system = await raw.next((f) => f[3] === 'system');
    expect(system[4]).toMatchObject({ extension: 'system', status: 'error', channel: 'refresh' });
    expect(system[4].message).toMatch(/^Token has expired \d+ seconds ago$/);
    await raw.next((f) => f[3] === 'phx_close' && f[0] === 'j');
    await raw.close();
  });
});

describe('a token that expires while joined', () => {
  it('closes its channel with an error, as hosted Realtime does', async () => {
    const raw = await RawSocket.open(given.server, given.server.anonKey);
    // A token's `exp` is in whole seconds: one signed for 1 s at 12.999 expired at 13.000, before a busy
    // machine had handled the join (refused then, not closed). Signed just after a second begins and for
    // 2 s, it lives 2 s, and the join is handled well within that.
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000)));
    expect((await raw.join('realtime:short', { access_token: await tokenFor(given.bob.id, 2) }, 'j'))[4]).toMatchObject({ status: 'ok' });
    const system = await raw.next((f) => f[3] === 'system', 6_000);
    expect(system[4]).toMatchObject({ extension: 'system', status: 'error', channel: 'short' });
    expect(system[4].message).toMatch(/^Token has expired \d+ seconds ago$/);
    await raw.next((f) => f[3] === 'phx_close');
    // Only the channel closed: the socket still answers.
    raw.send([null, 'h', 'phoenix', 'heartbeat', {}]);
    expect((await raw.reply('h'))[4]).toEqual({ status: 'ok', response: {} });
    await raw.close();
  });
});

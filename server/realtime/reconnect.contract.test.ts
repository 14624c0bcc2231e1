import { Inbox } from '../testing/inbox';
import { disconnectAll, matchUsers, signUpUser, type TestUser } from '../testing/realtime-clients';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  alice = await signUpUser(server, 'alice');
  bob = await signUpUser(server, 'bob');
  await matchUsers(alice, bob);
});
afterAll(async () => {
  await disconnectAll([alice.client, bob.client]);
  await server.close();
});

it('rejoins after the server restarts, and the next insert is delivered', async () => {
  const inbox = new Inbox<{ new: { content: string } }>();
  const statuses = new Inbox<string>();
  bob.client
    .channel('bob')
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages', filter: `receiver_id=eq.${bob.id}` }, inbox.push)
    .subscribe(statuses.push);
  await statuses.waitFor(1);
  const send = async (content: string) => {
    const { error } = await alice.client.from('messages').insert({ sender_id: alice.id, receiver_id: bob.id, content });
    expect(error).toBeNull();
  };
  await send('before the restart');
  await inbox.waitFor(1);

  await server.restart();
  const [, ...after] = await statuses.waitFor(3, 15_000);
  expect(after).toEqual(['CHANNEL_ERROR', 'SUBSCRIBED']);
  await send('after the restart');
  const events = await inbox.waitFor(2);
  expect(events.map((e) => e.new.content)).toEqual(['before the restart', 'after the restart']);
});

import { Inbox } from '../testing/inbox';
import { signUpMembers, useTestServer } from '../testing/contract-server';
import { matchUsers } from '../testing/realtime-clients';

const given = useTestServer(async (server) => {
  const members = await signUpMembers(server, ['alice', 'bob']);
  await matchUsers(members.alice, members.bob);
  return members;
});

it('rejoins after the given.server restarts, and the next insert is delivered', async () => {
  const inbox = new Inbox<{ new: { content: string } }>();
  const statuses = new Inbox<string>();
  given.bob.client
    .channel('bob')
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages', filter: `receiver_id=eq.${given.bob.id}` }, inbox.push)
    .subscribe(statuses.push);
  await statuses.waitFor(1);
  const send = async (content: string) => {
    const { error } = await given.alice.client.from('messages').insert({ sender_id: given.alice.id, receiver_id: given.bob.id, content });
    expect(error).toBeNull();
  };
  await send('before the restart');
  await inbox.waitFor(1);

  await given.server.restart();
  const [, ...after] = await statuses.waitFor(3, 15_000);
  expect(after).toEqual(['CHANNEL_ERROR', 'SUBSCRIBED']);
  await send('after the restart');
  const events = await inbox.waitFor(2);
  expect(events.map((e) => e.new.content)).toEqual(['before the restart', 'after the restart']);
});

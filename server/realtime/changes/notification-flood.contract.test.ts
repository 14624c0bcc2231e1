import type { RealtimePostgresInsertPayload } from '@supabase/supabase-js';
import { Inbox } from '../../testing/inbox';
import { disconnectAll, signUpUser, subscribe, type TestUser } from '../../testing/realtime-clients';
import { startTestServer, type TestServer } from '../../testing/test-server';

// Blocking and unblocking in a loop used to give back each day's likes, requests and views (the block
// deletes them): one member flooded another with live notifications. What she spent now stays spent
// (private.usage_ledger) and a lifted block keeps the pair apart for a week (check_after_unblock).
type Notification = { member_id: string; actor_id: string; kind: string };

let server: TestServer;
let attacker: TestUser;
let victim: TestUser;
let friend: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  [attacker, victim, friend] = await Promise.all(['flooder', 'victim', 'friend'].map((name) => signUpUser(server, name)));
});
afterAll(async () => {
  await disconnectAll([attacker.client, victim.client, friend.client]);
  await server.close();
});

it('tells the member once, however often the other blocks and unblocks her', async () => {
  const heard = new Inbox<RealtimePostgresInsertPayload<Notification>>();
  await subscribe(
    victim.client
      .channel('victim-notifications')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notifications', filter: `member_id=eq.${victim.id}` }, heard.push),
  );

  const refusals: string[] = [];
  for (let round = 0; round < 3; round++) {
    const sent = [
      await attacker.client.from('interests').insert({ sender_id: attacker.id, receiver_id: victim.id }),
      await attacker.client.from('connection_requests').insert({ sender_id: attacker.id, receiver_id: victim.id }),
    ];
    refusals.push(...sent.flatMap(({ error }) => (error ? [`${error.code} ${error.message}`] : [])));
    expect((await attacker.client.rpc('record_profile_view', { member: victim.id })).error).toBeNull();
    expect((await attacker.client.rpc('block_member', { member: victim.id })).error).toBeNull();
    expect((await attacker.client.rpc('unblock_member', { member: victim.id })).data).toBe(true);
  }
  // A like from someone else after the rounds: once it is heard, every earlier one was (commit order).
  expect((await friend.client.from('interests').insert({ sender_id: friend.id, receiver_id: victim.id })).error).toBeNull();
  await waitForActor(heard, friend.id);

  const fromAttacker = heard.received.filter((change) => change.new.actor_id === attacker.id).map((change) => change.new.kind);
  expect(fromAttacker.sort()).toEqual(['connection_request', 'like', 'profile_view']);
  expect(refusals).toEqual([
    'PT429 A block between you and this member was lifted recently. You can show interest again in 7 days.',
    'PT429 A block between you and this member was lifted recently. You can ask to connect again in 7 days.',
    'PT429 A block between you and this member was lifted recently. You can show interest again in 7 days.',
    'PT429 A block between you and this member was lifted recently. You can ask to connect again in 7 days.',
  ]);
});

async function waitForActor(inbox: Inbox<RealtimePostgresInsertPayload<Notification>>, actor: string): Promise<void> {
  while (!inbox.received.some((change) => change.new.actor_id === actor)) await inbox.waitFor(inbox.received.length + 1);
}

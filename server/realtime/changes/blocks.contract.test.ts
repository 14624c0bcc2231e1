import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { Inbox } from '../../testing/inbox';
import { disconnectAll, matchUsers, signUpUser, subscribe, type TestUser } from '../../testing/realtime-clients';
import { startTestServer, type TestServer } from '../../testing/test-server';

// A block reaches both members' open pages as the member stream binds it (src/entities/match,
// match-stream.ts), with the row's ids and time only: whether it was a block or an unmatch is the
// blocker's. Nobody else hears of it, whatever filter they ask for.
type Block = { blocker_id: string; blocked_id: string; created_at: string; kind?: string };
type Change = RealtimePostgresChangesPayload<Block>;

let server: TestServer;
let ava: TestUser;
let marcus: TestUser;
let noah: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  [ava, marcus, noah] = await Promise.all([signUpUser(server, 'ava'), signUpUser(server, 'marcus'), signUpUser(server, 'noah')]);
});
afterAll(async () => {
  await disconnectAll([ava.client, marcus.client, noah.client]);
  await server.close();
});

const listen = async (who: TestUser, name: string, filter: string) => {
  const inbox = new Inbox<Change>();
  await subscribe(who.client.channel(name).on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'blocks', filter }, inbox.push));
  return inbox;
};

it('tells the blocker’s other pages and the blocked member, without the kind; nobody else', async () => {
  await matchUsers(ava, marcus);
  const avaPages = await listen(ava, 'ava-blocks', `blocker_id=eq.${ava.id}`);
  const marcusPages = await listen(marcus, 'marcus-blocks', `blocked_id=eq.${marcus.id}`);
  const snooping = await listen(noah, 'noah-snooping', `blocked_id=eq.${marcus.id}`);
  const noahPages = await listen(noah, 'noah-blocks', `blocked_id=eq.${noah.id}`);

  expect((await ava.client.rpc('unmatch_member', { member: marcus.id })).error).toBeNull();
  const [toMarcus] = await marcusPages.waitFor(1);
  expect(toMarcus).toMatchObject({ eventType: 'INSERT', new: { blocker_id: ava.id, blocked_id: marcus.id } });
  expect(toMarcus.new).not.toHaveProperty('kind');
  const [toAva] = await avaPages.waitFor(1);
  expect(toAva.new).toMatchObject({ blocker_id: ava.id, blocked_id: marcus.id });

  // A later block of noah reaches noah: by then marcus's block would have reached his snooping too.
  expect((await ava.client.rpc('block_member', { member: noah.id })).error).toBeNull();
  await noahPages.waitFor(1);
  expect(snooping.received).toEqual([]);
});

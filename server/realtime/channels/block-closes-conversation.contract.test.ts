import type { SupabaseClient } from '@supabase/supabase-js';
import { signUpMembers, useTestServer } from '../../testing/contract-server';
import { conversationTopic } from '../../testing/conversation-channels';
import { Inbox } from '../../testing/inbox';
import { matchUsers } from '../../testing/realtime-clients';

// A block or an unmatch ends the pair's conversation channel at once, for both members: presence and
// typing stopped at the join's check only, so a channel joined before went on until its token
// expired. A new row of public.blocks asks the server to check the topic's policies again
// (private.recheck_conversation_channel), which closes the channels they no longer allow.

const given = useTestServer(async (server) => {
  const members = await signUpMembers(server, ['ava', 'noah', 'mia', 'leo']);
  await matchUsers(members.ava, members.noah);
  await matchUsers(members.mia, members.leo);
  return members;
});

interface Joined {
  /** The subscribe callback's statuses after SUBSCRIBED: CLOSED once the given.server closes it. */
  statuses: Inbox<string>;
  system: Inbox<{ status: string; message: string }>;
  typing: Inbox<unknown>;
  send(): Promise<string>;
}

/** Joins the pair's private channel as the app does, recording what the given.server says on it. */
function join(client: SupabaseClient, topic: string, me: string): Promise<Joined> {
  const statuses = new Inbox<string>();
  const system = new Inbox<{ status: string; message: string }>();
  const typing = new Inbox<unknown>();
  const channel = client
    .channel(topic, { config: { private: true, presence: { key: me }, broadcast: { ack: true } } })
    .on('system', {}, system.push)
    .on('broadcast', { event: 'typing' }, typing.push);
  const send = () => channel.send({ type: 'broadcast', event: 'typing', payload: { user_id: me } });
  return new Promise((resolve, reject) => {
    let joined = false;
    channel.subscribe((status, error) => {
      if (joined) return statuses.push(status);
      if (status !== 'SUBSCRIBED') return reject(error ?? new Error(status));
      joined = true;
      resolve({ statuses, system, typing, send });
    });
  });
}

it.each(['block_member', 'unmatch_member'])('%s closes both members’ channel of their conversation, and no other', async (separation) => {
  const topic = conversationTopic(given.ava.id, given.noah.id);
  const others = conversationTopic(given.mia.id, given.leo.id);
  const [avaSide, noahSide, miaSide, leoSide] = await Promise.all([
    join(given.ava.client, topic, given.ava.id),
    join(given.noah.client, topic, given.noah.id),
    join(given.mia.client, others, given.mia.id),
    join(given.leo.client, others, given.leo.id),
  ]);

  expect((await given.ava.client.rpc(separation, { member: given.noah.id })).error).toBeNull();
  for (const side of [avaSide, noahSide]) {
    expect(await side.system.waitFor(1)).toEqual([
      expect.objectContaining({ status: 'error', message: `You do not have permissions to read from this Channel topic: ${topic}` }),
    ]);
    expect(await side.statuses.waitFor(1)).toEqual(['CLOSED']);
  }
  // The other pair goes on talking on theirs.
  expect(await miaSide.send()).toBe('ok');
  await leoSide.typing.waitFor(1);
  expect([miaSide.system.received, leoSide.system.received, miaSide.statuses.received]).toEqual([[], [], []]);

  await given.ava.client.removeAllChannels();
  await Promise.all([given.noah.client, given.mia.client, given.leo.client].map((client) => client.removeAllChannels()));
  // Matched again for the next case: the block or unmatch row goes, as an operator would lift it.
  await given.server.ctx.db.query('delete from public.blocks where blocker_id = $1', [given.ava.id]);
  await matchUsers(given.ava, given.noah);
});

import { signUpMembers, useTestServer } from '../../testing/contract-server';
import { conversationTopic, joinConversation } from '../../testing/conversation-channels';
import { sleep } from '../../testing/inbox';
import { disconnectAll, matchUsers, realtimeTestClient } from '../../testing/realtime-clients';

// The conversation channel policies of supabase/schemas/messages/realtime.messages.policies.sql,
// checked by the server's Realtime Authorization through unmodified supabase-js.

const given = useTestServer(async (server) => {
  const members = await signUpMembers(server, ['ava', 'noah', 'mia', 'leo']);
  await matchUsers(members.ava, members.noah);
  await matchUsers(members.mia, members.leo);
  return members;
});

const refusal = (topic: string) => `Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`;

describe('a conversation channel', () => {
  it('lets the two matched members in; each hears the other type and sees them online', async () => {
    const topic = conversationTopic(given.ava.id, given.noah.id);
    const avaSide = await joinConversation(given.ava.client, topic, given.ava.id);
    const noahSide = await joinConversation(given.noah.client, topic, given.noah.id);

    expect(await noahSide.channel.track({ user_id: given.noah.id, online_at: new Date().toISOString() })).toBe('ok');
    await avaSide.present.waitFor(1);
    await expect(waitUntil(() => avaSide.present.received.some((keys) => keys.includes(given.noah.id)))).resolves.toBe(true);

    expect(await noahSide.channel.send({ type: 'broadcast', event: 'typing', payload: { user_id: given.noah.id } })).toBe('ok');
    const [heard] = await avaSide.typing.waitFor(1);
    expect(heard.payload).toEqual({ user_id: given.noah.id });
  });

  it('refuses a signed-in member who is not matched with either', async () => {
    const topic = conversationTopic(given.ava.id, given.noah.id);
    await expect(joinConversation(given.mia.client, topic, given.mia.id)).rejects.toThrow(refusal(topic));
  });

  it('refuses a visitor with the anon key', async () => {
    const visitor = realtimeTestClient(given.server.url, given.server.anonKey);
    const topic = conversationTopic(given.ava.id, given.noah.id);
    await expect(joinConversation(visitor, topic, 'visitor')).rejects.toThrow(refusal(topic));
    await disconnectAll([visitor]);
  });

  it("refuses a matched member on another pair's topic", async () => {
    const topic = conversationTopic(given.mia.id, given.leo.id);
    await expect(joinConversation(given.ava.client, topic, given.ava.id)).rejects.toThrow(refusal(topic));
  });

  it.each([
    ['the ids in the wrong order', () => `conversation:${[given.ava.id, given.noah.id].sort().reverse().join(':')}`],
    ['upper-case ids', () => conversationTopic(given.ava.id, given.noah.id).toUpperCase().replace('CONVERSATION', 'conversation')],
    ['a suffix', () => `${conversationTopic(given.ava.id, given.noah.id)}:extra`],
    ['one id twice', () => `conversation:${given.ava.id}:${given.ava.id}`],
    ['another prefix', () => conversationTopic(given.ava.id, given.noah.id).replace('conversation', 'chat')],
  ])('refuses a forged topic: %s', async (_shape, forge) => {
    const topic = forge();
    await expect(joinConversation(given.ava.client, topic, given.ava.id)).rejects.toThrow(refusal(topic));
  });
});

/** Polls a condition the given.server makes true soon, for at most two seconds. */
async function waitUntil(condition: () => boolean): Promise<boolean> {
  for (let i = 0; i < 40 && !condition(); i++) await sleep(50);
  return condition();
}

import { conversationTopic, joinConversation } from '../../testing/conversation-channels';
import { sleep } from '../../testing/inbox';
import { disconnectAll, matchUsers, realtimeTestClient, signUpUser, type TestUser } from '../../testing/realtime-clients';
import { startTestServer, type TestServer } from '../../testing/test-server';

// The conversation channel policies of supabase/migrations/20261125090300_conversation_channels.sql,
// checked by the server's Realtime Authorization through unmodified supabase-js.

let server: TestServer;
let ava: TestUser;
let noah: TestUser;
let mia: TestUser;
let leo: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  [ava, noah, mia, leo] = await Promise.all(['ava', 'noah', 'mia', 'leo'].map((name) => signUpUser(server, name)));
  await matchUsers(ava, noah);
  await matchUsers(mia, leo);
});
afterAll(async () => {
  await disconnectAll([ava.client, noah.client, mia.client, leo.client]);
  await server.close();
});

const refusal = (topic: string) => `Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`;

describe('a conversation channel', () => {
  it('lets the two matched members in; each hears the other type and sees them online', async () => {
    const topic = conversationTopic(ava.id, noah.id);
    const avaSide = await joinConversation(ava.client, topic, ava.id);
    const noahSide = await joinConversation(noah.client, topic, noah.id);

    expect(await noahSide.channel.track({ user_id: noah.id, online_at: new Date().toISOString() })).toBe('ok');
    await avaSide.present.waitFor(1);
    await expect(waitUntil(() => avaSide.present.received.some((keys) => keys.includes(noah.id)))).resolves.toBe(true);

    expect(await noahSide.channel.send({ type: 'broadcast', event: 'typing', payload: { user_id: noah.id } })).toBe('ok');
    const [heard] = await avaSide.typing.waitFor(1);
    expect(heard.payload).toEqual({ user_id: noah.id });
  });

  it('refuses a signed-in member who is not matched with either', async () => {
    const topic = conversationTopic(ava.id, noah.id);
    await expect(joinConversation(mia.client, topic, mia.id)).rejects.toThrow(refusal(topic));
  });

  it('refuses a visitor with the anon key', async () => {
    const visitor = realtimeTestClient(server.url, server.anonKey);
    const topic = conversationTopic(ava.id, noah.id);
    await expect(joinConversation(visitor, topic, 'visitor')).rejects.toThrow(refusal(topic));
    await disconnectAll([visitor]);
  });

  it("refuses a matched member on another pair's topic", async () => {
    const topic = conversationTopic(mia.id, leo.id);
    await expect(joinConversation(ava.client, topic, ava.id)).rejects.toThrow(refusal(topic));
  });

  it.each([
    ['the ids in the wrong order', () => `conversation:${[ava.id, noah.id].sort().reverse().join(':')}`],
    ['upper-case ids', () => conversationTopic(ava.id, noah.id).toUpperCase().replace('CONVERSATION', 'conversation')],
    ['a suffix', () => `${conversationTopic(ava.id, noah.id)}:extra`],
    ['one id twice', () => `conversation:${ava.id}:${ava.id}`],
    ['another prefix', () => conversationTopic(ava.id, noah.id).replace('conversation', 'chat')],
  ])('refuses a forged topic: %s', async (_shape, forge) => {
    const topic = forge();
    await expect(joinConversation(ava.client, topic, ava.id)).rejects.toThrow(refusal(topic));
  });
});

/** Polls a condition the server makes true soon, for at most two seconds. */
async function waitUntil(condition: () => boolean): Promise<boolean> {
  for (let i = 0; i < 40 && !condition(); i++) await sleep(50);
  return condition();
}

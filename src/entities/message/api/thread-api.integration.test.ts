import { configureStore } from '@reduxjs/toolkit';
import { clientAs, signUpMember, testClient, type TestMember } from '@test/integration/members';
import { signInAs } from '@test/sign-in-as';
import { baseApi } from '@/shared/api';
import { threadMessagesOldestFirst } from '../model/thread';
import { threadApi } from './thread-api';
import { unreadApi } from './unread-api';

// Read receipts by plan against the real database (docs/plans.md, Read receipts): the thread the SPA
// loads carries the read time of her sent message only on a plan with read receipts; the reader's
// unread total still follows what she read. The catalogue is never changed here (a shared server):
// server/realtime/changes/read-receipts.contract.test.ts moves the feature.

const makeStore = () =>
  configureStore({ reducer: { [baseApi.reducerPath]: baseApi.reducer }, middleware: (get) => get().concat(baseApi.middleware) });

async function premium(member: TestMember) {
  const { error } = await testClient('serviceRoleKey').rpc('record_subscription', {
    event: `evt_${crypto.randomUUID()}`, member: member.id, tier: 'premium', subscription: `sub_${crypto.randomUUID()}`,
    customer: `cus_${crypto.randomUUID()}`, period_start: new Date().toISOString(),
    period_end: new Date(Date.now() + 30 * 86_400_000).toISOString(), cancel_at_period_end: false,
    trial_end: null as unknown as string, ended: false, replaces: true,
  });
  if (error) throw error;
}

/** The sender, matched with a reader, writes once; answers both, before the reader opens the conversation. */
async function sentMessage(plan: 'free' | 'premium') {
  const [sender, reader] = [await signUpMember(), await signUpMember()];
  if (plan === 'premium') await premium(sender);
  const [senderClient, readerClient] = [await clientAs(sender), await clientAs(reader)];
  const interest = await senderClient.from('interests').insert({ sender_id: sender.id, receiver_id: reader.id }).select('id').single();
  if (interest.error) throw interest.error;
  // Accepted as the likes list does it: a Free receiver cannot read or update the pending row itself.
  const accepted = await readerClient.rpc('accept_interest', { interest_id: interest.data.id });
  if (accepted.error) throw accepted.error;
  const sent = await senderClient.rpc('send_message', { message_id: crypto.randomUUID(), receiver: reader.id, body: 'Hello there' });
  if (sent.error) throw sent.error;
  return { sender, reader, readerClient };
}

async function threadOf(me: TestMember, partnerId: string) {
  await signInAs(me);
  const { data, error } = await makeStore().dispatch(threadApi.endpoints.getThread.initiate({ me: me.id, partnerId }));
  expect(error).toBeUndefined();
  return threadMessagesOldestFirst(data?.pages);
}

async function unreadTotal(me: TestMember) {
  await signInAs(me);
  return (await makeStore().dispatch(unreadApi.endpoints.getUnreadTotal.initiate(me.id))).data;
}

describe('read receipts in the thread, by plan', () => {
  it('gives a Free sender no read time; the reader’s unread total and own thread follow her read', async () => {
    const { sender, reader, readerClient } = await sentMessage('free');
    expect(await unreadTotal(reader)).toBe(1);
    expect(await readerClient.rpc('mark_conversation_read', { partner: sender.id })).toMatchObject({ data: 1 });
    expect(await unreadTotal(reader)).toBe(0);
    expect((await threadOf(reader, sender.id)).map(({ readAt }) => readAt)).toEqual([expect.any(String)]);
    expect((await threadOf(sender, reader.id)).map(({ content, readAt }) => [content, readAt])).toEqual([['Hello there', null]]);
  });

  it('gives a Premium sender the time her message was read', async () => {
    const { sender, reader, readerClient } = await sentMessage('premium');
    expect((await threadOf(sender, reader.id)).map(({ readAt }) => readAt)).toEqual([null]);
    await readerClient.rpc('mark_conversation_read', { partner: sender.id });
    expect((await threadOf(sender, reader.id)).map(({ readAt }) => readAt)).toEqual([expect.any(String)]);
  });
});

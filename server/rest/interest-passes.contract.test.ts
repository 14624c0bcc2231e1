import { Inbox, sleep } from '../testing/inbox';
import { disconnectAll, signUpUser, subscribe, type TestUser } from '../testing/realtime-clients';
import { startTestServer, type TestServer } from '../testing/test-server';

// Every path a sender has to her interest, through supabase-js: a pass reads as "pending" on each.
let server: TestServer;
let sender: TestUser;
let receiver: TestUser;
let other: TestUser;
const senderUpdates = new Inbox<{ new: { id: string; status: string } }>();

beforeAll(async () => {
  server = await startTestServer();
  [sender, receiver, other] = await Promise.all([signUpUser(server, 'sender'), signUpUser(server, 'receiver'), signUpUser(server, 'other')]);
  await subscribe(
    sender.client
      .channel('sent-interests')
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'interests', filter: `sender_id=eq.${sender.id}` }, senderUpdates.push),
  );
});
afterAll(async () => {
  await disconnectAll([sender.client, receiver.client, other.client]);
  await server.close();
});

async function sendInterest(to: TestUser): Promise<string> {
  const { data, error } = await sender.client.from('interests').insert({ sender_id: sender.id, receiver_id: to.id }).select('id').single();
  if (error) throw error;
  return data.id;
}

const exported = async (who: TestUser) => {
  const { data, error } = await who.client.rpc('export_my_data');
  if (error) throw error;
  return data as { interests: { sent: { id: string; status: string }[]; received: { id: string; status: string }[] } };
};

it('shows the sender "pending" after a pass: on REST, by realtime and in her export; the receiver knows', async () => {
  const passed = await sendInterest(receiver);
  const { data: answer, error } = await receiver.client.rpc('pass_interest', { interest_id: passed });
  expect(error).toBeNull();
  expect(answer).toBe(true);

  const { data: row } = await sender.client.from('interests').select('status, updated_at, created_at').eq('id', passed).single();
  expect(row).toMatchObject({ status: 'pending' });
  expect(row!.updated_at).toBe(row!.created_at);
  expect((await exported(sender)).interests.sent).toEqual([expect.objectContaining({ id: passed, status: 'pending' })]);
  expect((await exported(receiver)).interests.received).toEqual([expect.objectContaining({ id: passed, status: 'rejected' })]);
  const { data: receiverRows } = await receiver.client.from('interests').select('id').eq('id', passed);
  expect(receiverRows).toEqual([]);

  // An acceptance does reach the sender's subscription, and it is the only event she got.
  const accepted = await sendInterest(other);
  await other.client.rpc('accept_interest', { interest_id: accepted });
  const events = await senderUpdates.waitFor(1);
  await sleep(200);
  expect(events.map((event) => event.new)).toEqual([expect.objectContaining({ id: accepted, status: 'accepted' })]);
});

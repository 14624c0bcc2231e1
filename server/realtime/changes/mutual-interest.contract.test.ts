import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { Inbox } from '../../testing/inbox';
import { disconnectAll, signUpUser, subscribe, type TestUser } from '../../testing/realtime-clients';
import { startTestServer, type TestServer } from '../../testing/test-server';

type Interest = { id: string; sender_id: string; receiver_id: string; status: string };
type Change = RealtimePostgresChangesPayload<Interest>;

let server: TestServer;
let ava: TestUser;
let noah: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  ava = await signUpUser(server, 'ava');
  noah = await signUpUser(server, 'noah');
});
afterAll(async () => {
  await disconnectAll([ava.client, noah.client]);
  await server.close();
});

describe('an interest that makes a match', () => {
  it('still reaches its receiver as an INSERT, as sent, then as accepted', async () => {
    const changes = new Inbox<Change>();
    await subscribe(
      ava.client
        .channel('ava-likes')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'interests', filter: `receiver_id=eq.${ava.id}` }, changes.push),
    );
    const first = await ava.client.from('interests').insert({ sender_id: ava.id, receiver_id: noah.id });
    expect(first.error).toBeNull();
    const { data, error } = await noah.client.from('interests').insert({ sender_id: noah.id, receiver_id: ava.id }).select().single();
    expect(error).toBeNull();

    const [inserted, accepted] = await changes.waitFor(2);
    expect(inserted).toMatchObject({ eventType: 'INSERT', new: { id: data!.id, sender_id: noah.id, status: 'pending' } });
    expect(accepted).toMatchObject({ eventType: 'UPDATE', new: { id: data!.id, status: 'accepted' } });
    const matched = await ava.client.rpc('are_matched', { a: ava.id, b: noah.id });
    expect(matched.data).toBe(true);
  });
});

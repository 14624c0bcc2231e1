import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { signUpMembers, useTestServer } from '../../testing/contract-server';
import { Inbox } from '../../testing/inbox';
import { subscribe } from '../../testing/realtime-clients';

type Interest = { id: string; sender_id: string; receiver_id: string; status: string };
type Change = RealtimePostgresChangesPayload<Interest>;

const given = useTestServer((server) => signUpMembers(server, ['ava', 'noah']));

describe('an interest that makes a match', () => {
  it('still reaches its receiver as an INSERT, as sent, then as accepted', async () => {
    const changes = new Inbox<Change>();
    await subscribe(
      given.ava.client
        .channel('ava-likes')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'interests', filter: `receiver_id=eq.${given.ava.id}` }, changes.push),
    );
    const first = await given.ava.client.from('interests').insert({ sender_id: given.ava.id, receiver_id: given.noah.id });
    expect(first.error).toBeNull();
    const { data, error } = await given.noah.client.from('interests').insert({ sender_id: given.noah.id, receiver_id: given.ava.id }).select().single();
    expect(error).toBeNull();

    const [inserted, accepted] = await changes.waitFor(2);
    expect(inserted).toMatchObject({ eventType: 'INSERT', new: { id: data!.id, sender_id: given.noah.id, status: 'pending' } });
    expect(accepted).toMatchObject({ eventType: 'UPDATE', new: { id: data!.id, status: 'accepted' } });
    const matched = await given.ava.client.rpc('are_matched', { a: given.ava.id, b: given.noah.id });
    expect(matched.data).toBe(true);
  });
});

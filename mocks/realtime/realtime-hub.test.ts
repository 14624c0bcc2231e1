import { waitFor } from '@testing-library/react';
import { getSupabase } from '@/shared/supabase';
import { mockRealtime } from './realtime-hub';

describe('the realtime mock', () => {
  it("delivers an insert to the channels whose filter matches it, as realtime-js's payload", async () => {
    const supabase = await getSupabase();
    const received: unknown[] = [];
    const statuses: string[] = [];
    const channel = supabase
      .channel('likes')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'interests', filter: 'receiver_id=eq.me' }, (payload) => received.push(payload))
      .subscribe((status) => statuses.push(status));
    await waitFor(() => expect(statuses).toEqual(['SUBSCRIBED']));
    expect(mockRealtime.bindings('interests')).toEqual([{ id: expect.any(Number), event: 'INSERT', schema: 'public', table: 'interests', filter: 'receiver_id=eq.me' }]);

    mockRealtime.insert('interests', { id: 'i1', receiver_id: 'someone else' });
    mockRealtime.insert('interests', { id: 'i2', receiver_id: 'me' });
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toMatchObject({ eventType: 'INSERT', table: 'interests', new: { id: 'i2', receiver_id: 'me' } });

    await supabase.removeChannel(channel);
    await waitFor(() => expect(mockRealtime.bindings('interests')).toEqual([]));
  });
});

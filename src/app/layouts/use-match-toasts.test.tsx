import { screen, waitFor } from '@testing-library/react';
import { rest } from '@mocks/api';
import { mockMember, relationshipRow } from '@mocks/fixtures';
import { mockRealtime } from '@mocks/realtime/realtime-hub';
import { server } from '@mocks/server';
import { renderAppAs } from '@test/sign-in-as';
import type { Tables } from '@/shared/api';

/** Ava on Settings, her interest in Noah about to turn accepted (realtime's UPDATE). */
async function avaListening() {
  const ava = mockMember({ first_name: 'Ava' });
  const noah = crypto.randomUUID();
  server.use(rest.rpc('get_relationship', [relationshipRow({ member_id: noah, status: 'matched', first_name: 'Noah' })]));
  await renderAppAs(ava, '/settings');
  await waitFor(() => expect(mockRealtime.bindings('interests')).toHaveLength(2));
  const accepted = (createdAt: string, updatedAt: string): Tables<'interests'> => ({
    id: crypto.randomUUID(), sender_id: ava.id, receiver_id: noah, message: null, status: 'accepted', created_at: createdAt, updated_at: updatedAt,
  });
  return { accepted };
}

describe('match toasts', () => {
  it('tells the member at once, on any page, when the other member makes the match', async () => {
    const { accepted } = await avaListening();
    mockRealtime.update('interests', accepted('2026-11-20T10:00:00.000Z', new Date().toISOString()));
    expect(await screen.findByText("It's a match! Noah likes you too.")).toBeInTheDocument();
  });

  it('says nothing of a match she made herself: her interest met one already waiting', async () => {
    const { accepted } = await avaListening();
    const now = new Date().toISOString();
    mockRealtime.update('interests', accepted(now, now));
    // The next event is toasted: by then the first would have been too.
    mockRealtime.update('interests', accepted('2026-11-20T10:00:00.000Z', now));
    expect(await screen.findByText("It's a match! Noah likes you too.")).toBeInTheDocument();
    expect(screen.getAllByText("It's a match! Noah likes you too.")).toHaveLength(1);
  });
});

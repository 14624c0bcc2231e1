import { act, screen, waitFor, within } from '@testing-library/react';
import { rest } from '@mocks/api';
import { conversationRow, mockMember, type ConversationRow } from '@mocks/fixtures';
import { mockRealtime } from '@mocks/realtime/realtime-hub';
import { server } from '@mocks/server';
import { renderAppAs } from '@test/sign-in-as';
import type { Tables } from '@/shared/api';
import { getSupabase } from '@/shared/supabase';

const joinedTopics = async () => (await getSupabase()).getChannels().filter((channel) => channel.state === 'joined').map((channel) => channel.topic);

describe("the signed-in member's stream", () => {
  it('opens one channel on any signed-in page with every binding filtered to her, and closes it on sign-out', async () => {
    const ava = mockMember({ first_name: 'Ava' });
    await renderAppAs(ava, '/settings');
    await waitFor(() => expect(mockRealtime.bindings('interests')).toHaveLength(2));
    expect(mockRealtime.bindings('interests').map(({ event, filter }) => [event, filter])).toEqual([
      ['INSERT', `receiver_id=eq.${ava.id}`],
      ['UPDATE', `sender_id=eq.${ava.id}`],
    ]);
    expect(mockRealtime.bindings('messages').map(({ event, filter }) => [event, filter])).toEqual([['INSERT', `receiver_id=eq.${ava.id}`]]);
    expect(mockRealtime.bindings('read_receipts').map(({ event, filter }) => [event, filter])).toEqual([['INSERT', `sender_id=eq.${ava.id}`]]);
    expect(await joinedTopics()).toEqual([`realtime:member:${ava.id}`]);

    // Outside the app's own handlers: the session's end and the redirect it causes happen inside act.
    await act(async () => {
      await (await getSupabase()).auth.signOut();
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    await waitFor(() => expect(mockRealtime.bindings('messages')).toEqual([]));
    expect(mockRealtime.bindings('interests')).toEqual([]);
  });

  it('puts a new match into the open conversation list when her interest is accepted (interest/accepted)', async () => {
    const ava = mockMember({ first_name: 'Ava' });
    const noah = crypto.randomUUID();
    let matches: ConversationRow[] = [];
    server.use(rest.rpc('get_conversations', () => matches));
    await renderAppAs(ava, '/messages');
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    await waitFor(() => expect(mockRealtime.bindings('interests')).toHaveLength(2));

    // Noah accepts her interest: the database now lists the match, and realtime sends her the UPDATE.
    matches = [conversationRow({ partner_id: noah, first_name: 'Noah' })];
    const now = new Date().toISOString();
    const accepted: Tables<'interests'> = { id: crypto.randomUUID(), sender_id: ava.id, receiver_id: noah, message: null, status: 'accepted', created_at: now, updated_at: now };
    act(() => mockRealtime.update('interests', accepted));

    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(list).getByRole('link', { name: /Noah/ })).toHaveAttribute('href', `/messages/${noah}`);
  });
});

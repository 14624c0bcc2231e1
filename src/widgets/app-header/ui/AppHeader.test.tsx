import { addListener } from '@reduxjs/toolkit';
import { screen, waitFor } from '@testing-library/react';
import { rest } from '@mocks/api';
import { interestRow, mockMember } from '@mocks/fixtures';
import { mockRealtime } from '@mocks/realtime/realtime-hub';
import { server } from '@mocks/server';
import { recordRequests } from '@test/record-requests';
import { renderAppAs } from '@test/sign-in-as';
import { interestReceived, type Interest } from '@/entities/interest';

/**
 * Noah, with two likes waiting: the server counts only pending interests he received from members he
 * may see (received-interests-api.integration.test.ts). `pending` is what it holds: a test adds to it.
 */
function seedNoah() {
  const noah = mockMember({ username: 'noah', first_name: 'Noah' });
  const pending = [crypto.randomUUID(), crypto.randomUUID()].map((sender_id) => interestRow({ sender_id, receiver_id: noah.id }));
  server.use(rest.rpc('count_received_interests', () => pending.length));
  return { noah, pending };
}

describe('the signed-in header', () => {
  it('names every button and link; the filter button opens Dating Preferences', async () => {
    const { user } = await renderAppAs(seedNoah().noah, '/messages');
    expect(await screen.findByRole('button', { name: /^Likes/ })).toBeInTheDocument();
    for (const name of ['Dating preferences', /^Switch to (dark|light) theme$/, 'Account menu']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ascend home' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
    await user.click(screen.getByRole('button', { name: 'Dating preferences' }));
    expect(await screen.findByRole('dialog', { name: 'Dating Preferences' })).toBeInTheDocument();
  });

  it('badges the likes button with the pending interests received', async () => {
    await renderAppAs(seedNoah().noah, '/messages');
    expect(await screen.findByRole('button', { name: 'Likes, 2 pending' })).toBeInTheDocument();
  });

  it('raises the badge when an interest arrives, without a reload: one interest/received, one count request', async () => {
    const { noah, pending } = seedNoah();
    const { store } = await renderAppAs(noah, '/messages');
    await screen.findByRole('button', { name: 'Likes, 2 pending' });
    await waitFor(() => expect(mockRealtime.bindings('interests')).toContainEqual(expect.objectContaining({ event: 'INSERT', filter: `receiver_id=eq.${noah.id}` })));
    const received: Interest[] = [];
    store.dispatch(addListener({ actionCreator: interestReceived, effect: ({ payload }) => void received.push(payload) }));
    const requests = recordRequests();

    const row = interestRow({ sender_id: crypto.randomUUID(), receiver_id: noah.id, message: 'Hello!' });
    pending.push(row);
    mockRealtime.insert('interests', row);

    expect(await screen.findByRole('button', { name: 'Likes, 3 pending' })).toBeInTheDocument();
    expect(received).toEqual([expect.objectContaining({ id: row.id, senderId: row.sender_id, message: 'Hello!', status: 'pending' })]);
    // The likes list is not open: only the count is asked again.
    expect(requests).toEqual(['POST /rest/v1/rpc/count_received_interests']);
  });
});

import { screen, waitFor } from '@testing-library/react';
import { rest } from '@mocks/api';
import { messageRow, mockMember } from '@mocks/fixtures';
import { mockRealtime } from '@mocks/realtime/realtime-hub';
import { server } from '@mocks/server';
import { recordRequests } from '@test/record-requests';
import { renderAppAs } from '@test/sign-in-as';

describe('the Messages button', () => {
  it('is named Messages when nothing is unread', async () => {
    await renderAppAs(mockMember({ username: 'noah' }), '/settings');
    expect(await screen.findByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
  });

  it('badges the unread total, and raises it when a message arrives, with no request', async () => {
    const noah = mockMember({ username: 'noah', first_name: 'Noah' });
    const ava = crypto.randomUUID();
    // The server counts two unread messages to Noah (get_unread_message_count: his own only).
    server.use(rest.rpc('get_unread_message_count', 2));
    await renderAppAs(noah, '/settings');
    expect(await screen.findByRole('link', { name: 'Messages, 2 unread' })).toBeInTheDocument();
    await waitFor(() => expect(mockRealtime.bindings('messages')).toHaveLength(1));
    const requests = recordRequests();

    mockRealtime.insert('messages', messageRow({ sender_id: ava, receiver_id: noah.id, content: 'Four' }));

    expect(await screen.findByRole('link', { name: 'Messages, 3 unread' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});

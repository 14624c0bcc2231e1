import { screen, waitFor } from '@testing-library/react';
import { mockDb } from '@mocks/db';
import { commitMessage } from '@mocks/realtime/message-feed';
import { mockRealtime } from '@mocks/realtime/realtime-hub';
import { seedMember } from '@mocks/seed';
import { recordRequests } from '@test/record-requests';
import { renderAppAs } from '@test/sign-in-as';

/** Noah with two unread messages from Ava, one read, and one he sent (not his to read). */
function seedNoah() {
  const noah = seedMember({ username: 'noah', first_name: 'Noah' }).user;
  const ava = seedMember({ username: 'ava', first_name: 'Ava' }).user;
  mockDb.interests.create({ sender_id: ava.id, receiver_id: noah.id, status: 'accepted' });
  mockDb.messages.create({ sender_id: ava.id, receiver_id: noah.id, content: 'One', read_at: new Date().toISOString() });
  mockDb.messages.create({ sender_id: ava.id, receiver_id: noah.id, content: 'Two' });
  mockDb.messages.create({ sender_id: ava.id, receiver_id: noah.id, content: 'Three' });
  mockDb.messages.create({ sender_id: noah.id, receiver_id: ava.id, content: 'Mine' });
  return { noah, ava };
}

describe('the Messages button', () => {
  it('is named Messages when nothing is unread', async () => {
    await renderAppAs(seedMember({ username: 'noah' }).user, '/settings');
    expect(await screen.findByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
  });

  it('badges the unread total, and raises it when a message arrives, with no request', async () => {
    const { noah, ava } = seedNoah();
    await renderAppAs(noah, '/settings');
    expect(await screen.findByRole('link', { name: 'Messages, 2 unread' })).toBeInTheDocument();
    await waitFor(() => expect(mockRealtime.bindings('messages')).toHaveLength(2));
    const requests = recordRequests();

    commitMessage({ sender_id: ava.id, receiver_id: noah.id, content: 'Four' });

    expect(await screen.findByRole('link', { name: 'Messages, 3 unread' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});

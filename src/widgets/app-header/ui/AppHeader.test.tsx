import { addListener } from '@reduxjs/toolkit';
import { screen, waitFor } from '@testing-library/react';
import { mockDb } from '@mocks/db';
import { mockRealtime } from '@mocks/realtime/realtime-hub';
import { seedMember } from '@mocks/seed';
import { recordRequests } from '@test/record-requests';
import { renderAppAs } from '@test/sign-in-as';
import { interestReceived, type Interest } from '@/entities/interest';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** Noah, with two likes waiting, and interests the badge must not count. */
function seedNoah() {
  const { user: noah } = seedMember({ username: 'noah', first_name: 'Noah' });
  const [sofia, river, marcus, elena] = ['sofia', 'river', 'marcus', 'elena'].map((username) => seedMember({ username }).user);
  const hidden = seedMember({ username: 'hidden', visibility: 'nobody' }).user;
  mockDb.interests.create({ sender_id: sofia.id, receiver_id: noah.id, created_at: hoursAgo(2) });
  mockDb.interests.create({ sender_id: river.id, receiver_id: noah.id, created_at: hoursAgo(1) });
  mockDb.interests.create({ sender_id: marcus.id, receiver_id: noah.id, status: 'accepted' });
  mockDb.interests.create({ sender_id: noah.id, receiver_id: elena.id });
  // Someone who hides their profile: neither listed nor counted.
  mockDb.interests.create({ sender_id: hidden.id, receiver_id: noah.id });
  return noah;
}

describe('the signed-in header', () => {
  it('names every button and link; the filter button opens Dating Preferences', async () => {
    const { user } = await renderAppAs(seedNoah(), '/messages');
    expect(await screen.findByRole('button', { name: /^Likes/ })).toBeInTheDocument();
    for (const name of ['Dating preferences', /^Switch to (dark|light) theme$/, 'Account menu']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ascend home' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
    await user.click(screen.getByRole('button', { name: 'Dating preferences' }));
    expect(await screen.findByRole('dialog', { name: 'Dating Preferences' })).toBeInTheDocument();
  });

  it('badges the likes button with the pending interests received', async () => {
    await renderAppAs(seedNoah(), '/messages');
    expect(await screen.findByRole('button', { name: 'Likes, 2 pending' })).toBeInTheDocument();
  });

  it('raises the badge when an interest arrives, without a reload: one interest/received, one count request', async () => {
    const noah = seedNoah();
    const { store } = await renderAppAs(noah, '/messages');
    await screen.findByRole('button', { name: 'Likes, 2 pending' });
    await waitFor(() => expect(mockRealtime.bindings('interests')).toMatchObject([{ event: 'INSERT', filter: `receiver_id=eq.${noah.id}` }]));
    const received: Interest[] = [];
    store.dispatch(addListener({ actionCreator: interestReceived, effect: ({ payload }) => void received.push(payload) }));
    const requests = recordRequests();

    const ava = seedMember({ username: 'ava' }).user;
    const row = mockDb.interests.create({ sender_id: ava.id, receiver_id: noah.id, message: 'Hello!' });
    mockRealtime.insert('interests', row);

    expect(await screen.findByRole('button', { name: 'Likes, 3 pending' })).toBeInTheDocument();
    expect(received).toEqual([expect.objectContaining({ id: row.id, senderId: ava.id, message: 'Hello!', status: 'pending' })]);
    // The likes list is not open: only the count is asked again.
    expect(requests).toEqual(['HEAD /rest/v1/interests']);
  });
});
